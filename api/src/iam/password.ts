import { hash, verify } from '@node-rs/argon2';
import { normalisePassword } from '@bourses/common/new-password';

// argon2id (the library's default algorithm) with OWASP's recommended cost: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes the NFKC form (common/src/new-password.ts), whole: argon2 takes any length. */
export const hashPassword = (password: string) => hash(normalisePassword(password), OPTIONS);

const verifies = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/**
 * Checks the NFKC form; a hash made before passwords were normalised holds the form as typed, so
 * that one is tried too when it differs (only passwords with such characters pay a second hash).
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const normalised = normalisePassword(password);
  if (await verifies(passwordHash, normalised)) return true;
  return normalised !== password && verifies(passwordHash, password);
}
