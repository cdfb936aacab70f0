import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig: uploads scanned by ClamAV', () => {
  it('scans nothing when neither CLAMAV_HOST nor CLAMAV_SOCKET is set', () => {
    expect(loadConfig({}).clamav).toBeUndefined();
  });

  it('reaches clamd over TCP on its usual port (3310) unless told another, within 30 seconds a scan', () => {
    expect(loadConfig({ CLAMAV_HOST: 'clamav' }).clamav).toEqual({
      address: { host: 'clamav', port: 3310 },
      timeoutMs: 30_000,
    });
    expect(
      loadConfig({ CLAMAV_HOST: '10.0.0.5', CLAMAV_PORT: '3311', CLAMAV_TIMEOUT_MS: '5000' }).clamav,
    ).toEqual({
      address: { host: '10.0.0.5', port: 3311 },
      timeoutMs: 5000,
    });
  });

  it('reaches clamd on a unix socket', () => {
    expect(loadConfig({ CLAMAV_SOCKET: '/run/clamav/clamd.ctl' }).clamav).toEqual({
      address: { socket: '/run/clamav/clamd.ctl' },
      timeoutMs: 30_000,
    });
  });

  it.each([
    [
      { CLAMAV_HOST: 'clamav', CLAMAV_SOCKET: '/run/clamav/clamd.ctl' },
      'CLAMAV_HOST and CLAMAV_SOCKET: set one of them, not both',
    ],
    [{ CLAMAV_PORT: '3310' }, 'CLAMAV_HOST or CLAMAV_SOCKET: required when CLAMAV_PORT is set'],
    [
      { CLAMAV_PORT: '3310', CLAMAV_TIMEOUT_MS: '5000' },
      'CLAMAV_HOST or CLAMAV_SOCKET: required when CLAMAV_PORT, CLAMAV_TIMEOUT_MS are set',
    ],
    [
      { CLAMAV_SOCKET: '/run/clamav/clamd.ctl', CLAMAV_PORT: '3310' },
      'CLAMAV_PORT: goes with CLAMAV_HOST, not with CLAMAV_SOCKET',
    ],
  ])('refuses settings that would scan nothing or leave the address unclear: %o', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${problem}`);
  });

  it.each([
    [{ CLAMAV_HOST: 'clamav', CLAMAV_PORT: '70000' }, /CLAMAV_PORT/],
    [{ CLAMAV_HOST: 'clamav', CLAMAV_TIMEOUT_MS: 'soon' }, /CLAMAV_TIMEOUT_MS/],
    [{ CLAMAV_HOST: '' }, /CLAMAV_HOST/],
  ])('names the variable of a malformed value: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
