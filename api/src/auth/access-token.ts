import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import type { ApprovalStatus, Role } from '@bourses/common/statuses';
import type { Clock } from './clock.ts';

/** What the api reads from a token: who and which session. Role and approval are read from the database. */
export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/**
 * What a new token carries. The role and approval are a hint for the clients (the bff and the web
 * choose what to show from them); the api never authorises from them.
 */
export interface AccessTokenSubject extends AccessTokenClaims {
  role: Role;
  approvalStatus: ApprovalStatus;
}

// Ids are uuids: anything else never reaches a query.
const claimsSchema = z.object({ sub: z.guid(), sid: z.guid() });

const ISSUER = 'bourses-api';

export interface AccessTokens {
  issue(subject: AccessTokenSubject): Promise<{ token: string; expiresAt: Date }>;
  /** The claims, or null when the token is expired, tampered with, malformed or never expires. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/** HS256 JWTs valid 15 minutes, carrying the user id and the session id. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, sessionId, role, approvalStatus }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ sid: sessionId, role, approvalStatus })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: clock.now(),
          // A token without an expiry would be valid forever.
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const claims = claimsSchema.parse(payload);
        return { userId: claims.sub.toLowerCase(), sessionId: claims.sid.toLowerCase() };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof z.ZodError) return null;
        throw error;
      }
    },
  };
}
