import net from 'node:net';

/**
 * A TCP relay in front of the platform that can drop connections carrying an upload, as a phone's
 * line does: once armed, each of the next `count` multipart requests is cut after `afterBytes`.
 */
export interface CuttingProxy {
  url: string;
  /** Uploads cut so far. */
  readonly cuts: number;
  cutUploads(count: number, afterBytes: number): void;
  close(): Promise<void>;
}

export async function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const { hostname, port } = new URL(target);
  const armed = { count: 0, afterBytes: 0 };
  let cuts = 0;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    // Bytes of the upload on this connection since its request began; -1 while none is watched.
    let uploaded = -1;
    client.on('data', (chunk: Buffer) => {
      if (uploaded < 0 && armed.count > 0 && chunk.includes('multipart/form-data')) uploaded = 0;
      if (uploaded >= 0) {
        uploaded += chunk.length;
        if (uploaded > armed.afterBytes && armed.count > 0) {
          armed.count -= 1;
          cuts += 1;
          client.destroy();
          upstream.destroy();
          return;
        }
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    get cuts() {
      return cuts;
    },
    cutUploads(count, afterBytes) {
      Object.assign(armed, { count, afterBytes });
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
