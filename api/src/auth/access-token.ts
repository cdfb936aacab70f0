import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import { APPROVAL_STATUSES, ROLES, type ApprovalStatus, type Role } from '@bourses/common/statuses';
import type { Clock } from './clock.ts';

/** Who is calling, as the access token says. */
export interface Principal {
  userId: string;
  role: Role;
  approvalStatus: ApprovalStatus;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  role: z.enum(ROLES),
  approvalStatus: z.enum(APPROVAL_STATUSES),
});

const ISSUER = 'bourses-api';

export interface AccessTokens {
  issue(principal: Principal): Promise<{ token: string; expiresAt: Date }>;
  /** The principal, or null when the token is expired, tampered with or malformed. */
  verify(token: string): Promise<Principal | null>;
}

/** HS256 JWTs valid 15 minutes, carrying the user id, role and approval status. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, role, approvalStatus }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ role, approvalStatus })
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
        });
        const claims = claimsSchema.parse(payload);
        return { userId: claims.sub, role: claims.role, approvalStatus: claims.approvalStatus };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof z.ZodError) return null;
        throw error;
      }
    },
  };
}
