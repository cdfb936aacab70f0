import { describe, expect, it } from 'vitest';
import { viewerFromAuthorization } from './viewer.ts';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const bearer = (claims: object) => `Bearer ${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;

describe('viewerFromAuthorization', () => {
  it('reads who the token says the caller is', () => {
    expect(viewerFromAuthorization(bearer({ sub: 'u1', role: 'AGENT', approvalStatus: 'APPROVED' }))).toEqual({
      userId: 'u1',
      role: 'AGENT',
      approvalStatus: 'APPROVED',
      isStaff: true,
    });
  });

  it('reads nothing from a missing, malformed or foreign token', () => {
    expect(viewerFromAuthorization(undefined)).toBeNull();
    expect(viewerFromAuthorization('Basic abc')).toBeNull();
    expect(viewerFromAuthorization('Bearer not-a-jwt')).toBeNull();
    expect(viewerFromAuthorization(bearer({ sub: 'u1', role: 'ROOT', approvalStatus: 'APPROVED' }))).toBeNull();
  });
});
