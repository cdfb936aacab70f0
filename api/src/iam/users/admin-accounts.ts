import { sql, type Insertable } from 'kysely';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@bourses/common/languages';
import type { Database } from '#api/db/database.ts';
import type { UsersTable } from '#api/db/schema.ts';
import { hashPassword } from '../password.ts';
import { revokeUserSessions } from '../session/refresh-tokens.ts';
import type { UserRow } from '../user-presenter.ts';
import { emailField, firstNameField, lastNameField, passwordField } from '../account-fields.ts';
import { checkPasswordNotPersonal } from '../new-password-fields.ts';
import { findUserByEmail, insertUser } from './users-queries.ts';
import { approvedAtCreation } from './approved-at-creation.ts';

const DEFAULT_NAME = { firstName: 'Admin', lastName: 'Bourses' };

/** An administrator's sign-in and, optionally, name: from the command line or the environment. */
export const adminCredentialsSchema = z
  .object({
    email: emailField,
    password: passwordField,
    firstName: firstNameField.optional(),
    lastName: lastNameField.optional(),
  })
  // Judged against the name the account will have when none is given.
  .superRefine(({ email, password, firstName, lastName }, ctx) => {
    const owner = {
      email,
      firstName: firstName ?? DEFAULT_NAME.firstName,
      lastName: lastName ?? DEFAULT_NAME.lastName,
    };
    checkPasswordNotPersonal(password, owner, ctx);
  });

export type AdminCredentials = z.infer<typeof adminCredentialsSchema>;

const newAdmin = async (credentials: AdminCredentials, now: Date): Promise<Insertable<UsersTable>> => ({
  email: credentials.email,
  passwordHash: await hashPassword(credentials.password),
  firstName: credentials.firstName ?? DEFAULT_NAME.firstName,
  lastName: credentials.lastName ?? DEFAULT_NAME.lastName,
  role: 'ADMIN',
  language: DEFAULT_LANGUAGE,
  ...approvedAtCreation(now),
});

/**
 * Creates the ADMIN, or makes the account with this address one: verified, approved and signing
 * in with this password (its other sessions end, as after any password change).
 */
export async function createOrPromoteAdmin(
  db: Database,
  credentials: AdminCredentials,
  now: Date,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(db, credentials.email);
  if (!existing) return { user: await insertUser(db, await newAdmin(credentials, now)), created: true };
  const user = await db.transaction().execute(async (trx) => {
    await revokeUserSessions(trx, existing.id, now);
    return trx
      .updateTable('users')
      .set({
        role: 'ADMIN',
        passwordHash: await hashPassword(credentials.password),
        firstName: credentials.firstName ?? existing.firstName,
        lastName: credentials.lastName ?? existing.lastName,
        isVerified: true,
        verifiedAt: existing.verifiedAt ?? now,
        approvalStatus: 'APPROVED',
        approvalDate: existing.approvalStatus === 'APPROVED' ? existing.approvalDate : now,
        rejectionReason: null,
        updatedAt: now,
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { user, created: false };
}

/**
 * Creates the ADMIN when no account has this address; an existing account is left as it is, so
 * that a restart never resets a password someone has since changed.
 */
export async function ensureAdmin(
  db: Database,
  credentials: AdminCredentials,
  now: Date,
): Promise<UserRow | undefined> {
  if (await findUserByEmail(db, credentials.email)) return undefined;
  return (
    db
      .insertInto('users')
      .values(await newAdmin(credentials, now))
      // Two instances starting together: the second finds the address taken and does nothing.
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .returningAll()
      .executeTakeFirst()
  );
}
