import { describe, expect, it } from 'vitest';
import { isFromThisMachine } from './same-machine.ts';

describe('isFromThisMachine', () => {
  it.each(['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1'])(
    'accepts the loopback address %s',
    (address) => {
      expect(isFromThisMachine({ remoteAddress: address, localAddress: '127.0.0.1' })).toBe(true);
    },
  );

  it('accepts the server’s own address when it listens on one interface', () => {
    expect(isFromThisMachine({ remoteAddress: '192.168.1.20', localAddress: '192.168.1.20' })).toBe(true);
  });

  it.each([
    ['another machine', { remoteAddress: '192.168.1.21', localAddress: '192.168.1.20' }],
    ['a container beside it', { remoteAddress: '172.18.0.5', localAddress: '172.18.0.4' }],
    ['a socket already closed', { localAddress: '127.0.0.1' }],
    ['a name, not an address', { remoteAddress: 'localhost', localAddress: 'localhost' }],
  ])('refuses %s', (_case, socket) => {
    expect(isFromThisMachine(socket)).toBe(false);
  });
});
