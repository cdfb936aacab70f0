import { describe, expect, it } from 'vitest';
import { accessTokenExpired, decodeAccessToken, refreshDelay } from '@/modules/auth/utils/access-token-claims';
import { makeAccessToken } from '@/test/factories';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

describe('access token claims', () => {
  it('reads the role, approval status and expiry the api puts in the token', () => {
    const token = makeAccessToken({ role: 'AGENT', approvalStatus: 'PENDING', expiresInSeconds: 900, now: NOW });

    expect(decodeAccessToken(token)).toEqual({
      userId: 'user-1',
      role: 'AGENT',
      approvalStatus: 'PENDING',
      expiresAt: NOW + 900_000,
    });
  });

  it('counts a missing or undecodable token as expired', () => {
    expect(accessTokenExpired(null, NOW)).toBe(true);
    expect(accessTokenExpired('', NOW)).toBe(true);
    expect(accessTokenExpired('not-a-jwt', NOW)).toBe(true);
    expect(accessTokenExpired('a.%%%.c', NOW)).toBe(true);
    expect(accessTokenExpired(`a.${btoa('{"sub":"x"}')}.c`, NOW)).toBe(true);
  });

  it('counts a token with under 60 seconds left as expired', () => {
    expect(accessTokenExpired(makeAccessToken({ expiresInSeconds: 59, now: NOW }), NOW)).toBe(true);
    expect(accessTokenExpired(makeAccessToken({ expiresInSeconds: 61, now: NOW }), NOW)).toBe(false);
  });

  it('schedules the refresh 60 seconds before expiry, at once when already due', () => {
    expect(refreshDelay(makeAccessToken({ expiresInSeconds: 900, now: NOW }), NOW)).toBe(840_000);
    expect(refreshDelay(makeAccessToken({ expiresInSeconds: 30, now: NOW }), NOW)).toBe(0);
    expect(refreshDelay(null, NOW)).toBe(0);
  });
});
