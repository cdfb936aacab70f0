import type { AppContext } from '#api/context.ts';
import { conflict } from '#api/http/app-error.ts';
import { hashPassword } from '../password.ts';
import type { UserRow } from '../user-presenter.ts';
import type { NewAccount } from './staff-registration-schema.ts';
import { findUserByEmail, insertUser } from './users-queries.ts';
import { approvedAtCreation } from './approved-at-creation.ts';
import { conversationOf } from '#api/correspondence/conversation-store.ts';

/** An account created by an ADMIN: verified and approved at creation (docs/product-rules.md). */
export async function registerAccount({ db, clock }: AppContext, account: NewAccount): Promise<UserRow> {
  // Checked first so that a taken address costs no password hash; the unique index settles races.
  if (await findUserByEmail(db, account.email)) throw conflict('EMAIL_TAKEN');
  const now = clock.now();
  const passwordHash = await hashPassword(account.password);
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: account.phoneNumber,
      role: account.role,
      language: account.language,
      ...approvedAtCreation(now),
    });
    // A student's account has its conversation with the staff from the start (docs/product-rules.md).
    if (user.role === 'CLIENT') await conversationOf(trx, { userId: user.id });
    return user;
  });
}
