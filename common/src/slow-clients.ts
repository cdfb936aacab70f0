import type { Server } from 'node:http';

/** How long a connection may stay silent, neither sending nor taking a byte, before it is closed. */
export const SOCKET_SILENCE_MS = 120_000;

/**
 * A phone's upload may take as long as its bytes keep arriving: no limit on a request's total time
 * (Node's requestTimeout, five minutes by default, would cut a photo sent at 100 kbit/s), a limit on
 * silence instead. Headers must still come within Node's headersTimeout, a minute.
 */
export function forSlowClients<S extends Server>(server: S): S {
  server.requestTimeout = 0;
  server.setTimeout(SOCKET_SILENCE_MS);
  return server;
}
