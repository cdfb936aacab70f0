import { connect } from 'node:net';

export interface RawRequest {
  method: string;
  /** Sent byte for byte: bad percent-encoding and odd characters reach the server unchanged. */
  path: string;
  headers?: [string, string][];
  body?: Buffer | string;
}

export interface RawAnswer {
  /** 0 when the connection ended without an answer. */
  status: number;
  head: string;
  body: string;
  /** Why there was no answer (timeout, reset, the process under test threw). */
  failure?: string;
}

const TIMEOUT_MS = 15_000;

/**
 * One request on its own connection, written by hand: fetch and node:http refuse to send the
 * malformed paths and headers an attacker sends. `abort` ends the wait early (a crash was seen).
 */
export function sendRaw(baseUrl: string, request: RawRequest, abort?: AbortSignal): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const body =
    typeof request.body === 'string' ? Buffer.from(request.body) : (request.body ?? Buffer.alloc(0));
  const lines = [
    `${request.method} ${request.path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: close',
  ];
  for (const [name, value] of request.headers ?? []) lines.push(`${name}: ${value}`);
  if (body.length > 0 || !['GET', 'HEAD'].includes(request.method))
    lines.push(`Content-Length: ${body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');

  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (failure?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      abort?.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks), failure));
    };
    const onAbort = () => settle(String(abort?.reason ?? 'aborted'));
    const timer = setTimeout(() => settle(`no answer within ${TIMEOUT_MS} ms`), TIMEOUT_MS);
    abort?.addEventListener('abort', onAbort);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => settle());
    socket.on('close', () => settle());
    // A server that answers before reading the whole body may reset: keep what was answered.
    socket.on('error', (error) => settle(chunks.length > 0 ? undefined : error.message));
    socket.write(Buffer.concat([head, body]));
  });
}

function parseAnswer(bytes: Buffer, failure?: string): RawAnswer {
  const text = bytes.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  return {
    status,
    head,
    body: split === -1 ? '' : text.slice(split + 4),
    ...(status === 0 ? { failure: failure ?? 'connection closed without an answer' } : {}),
  };
}
