import { randomInt } from 'node:crypto';
import type { Database } from '#api/db/database.ts';
import { hashToken } from '../tokens/secret-token.ts';

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: read off paper and typed again without doubt. 12 characters: 60 bits each.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A code as typed: case, spaces and dashes do not matter. */
export const normalisedRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

// Salted with the account: the same code in two accounts has two hashes, and a hash names its account.
const recoveryCodeHash = (userId: string, code: string) =>
  hashToken(`${userId}:${normalisedRecoveryCode(code)}`);

function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** Replaces the account's recovery codes with 10 new ones, answered once: only their hashes are kept. */
export async function issueRecoveryCodes(db: Database, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('recoveryCodes')
    .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(userId, code), createdAt: now })))
    .execute();
  return codes;
}

/** Spends one unused recovery code of the account; false when it is not one, or was used already. */
export async function spendRecoveryCode(
  db: Database,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  if (normalisedRecoveryCode(code).length !== GROUPS * GROUP_LENGTH) return false;
  // One statement: two requests with the same code cannot both spend it.
  const spent = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('codeHash', '=', recoveryCodeHash(userId, code))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

/** How many of the account's recovery codes are still unused. */
export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recoveryCodes')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
