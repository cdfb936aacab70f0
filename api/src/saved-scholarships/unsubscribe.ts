import type { Database } from '#api/db/database.ts';
import { AppError } from '#api/http/app-error.ts';
import { hashToken } from '#api/iam/tokens/secret-token.ts';

/**
 * Turns off the deadline reminders of the student a reminder's unsubscribe token was sent to. The
 * link keeps working (a second click, a mail client's RFC 8058 POST and then the click): it is done.
 */
export async function unsubscribeFromReminders(db: Database, token: string, now: Date): Promise<void> {
  const updated = await db
    .updateTable('users')
    .set({ deadlineReminders: false, updatedAt: now })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('deadlineReminders')
        .select('deadlineReminders.userId')
        .where('deadlineReminders.unsubscribeTokenHash', '=', hashToken(token)),
    )
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new AppError(400, 'UNSUBSCRIBE_LINK_INVALID');
}
