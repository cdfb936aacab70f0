import { sql } from 'kysely';
import type { Database } from '#api/db/database.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import type { UserRow } from '../user-presenter.ts';

// Verified against when the e-mail is unknown, so that the answer takes as long as for a real account.
let decoyHash: Promise<string> | undefined;

/** The user whose e-mail and password match, or null; unknown e-mails cost the same argon2 check. */
export async function checkCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<UserRow | null> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  if (!user) {
    decoyHash ??= hashPassword('decoy password never used');
    await verifyPassword(await decoyHash, password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}
