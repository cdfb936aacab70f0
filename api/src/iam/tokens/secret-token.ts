import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of a token, the only form in which tokens are stored: a database leak reveals none. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random 256-bit token for a link or a session, and its stored hash. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
