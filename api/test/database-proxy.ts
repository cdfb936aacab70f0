import net from 'node:net';

/** A TCP relay to a database server that a test can cut and restore, as a server restart or network cut would. */
export interface DatabaseProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port (nothing to do when it already does). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(target: { host: string; port: number }): Promise<DatabaseProxy> {
  const sockets = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    port,
    cut: stop,
    async restore() {
      if (server.listening) return;
      server = net.createServer(relay);
      await listen(port);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
