import { isIP } from 'node:net';

const LOOPBACK = /^(::ffff:)?127\.\d+\.\d+\.\d+$|^::1$/;

/**
 * A connection from this machine: a loopback address, or the server's own address when the api
 * listens on one interface only. `X-Forwarded-For` is not consulted: only the socket tells.
 */
export function isFromThisMachine(socket: { remoteAddress?: string; localAddress?: string }): boolean {
  const { remoteAddress, localAddress } = socket;
  if (!remoteAddress || isIP(remoteAddress) === 0) return false;
  return LOOPBACK.test(remoteAddress) || remoteAddress === localAddress;
}
