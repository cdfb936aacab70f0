import type { Config } from '#api/config/config.ts';
import type { Database } from '#api/db/database.ts';
import type { JobQueue } from '#api/jobs/job-queue.ts';
import { enqueueMails } from '#api/jobs/mail-jobs.ts';
import { addDays, casablancaDayStart, casablancaToday } from '#api/scholarships/deadline.ts';
import { correctionMail } from './correction-mail.ts';

/** How many Casablanca days before its due date an open request is reminded of. */
export const REMINDER_DAYS_BEFORE = 2;

interface ReminderContext {
  db: Database;
  jobs: JobQueue;
  config: Pick<Config, 'publicWebUrl'>;
}

/**
 * The periodic job of correction reminders (docs/product-rules.md, "Correction requests"), judged at
 * `now`: an open request due in 2 Casablanca days is reminded once (`reminded_at`), in the student's
 * language. A run missed on that day is made up until the due date, for a request that already
 * existed on it: one asked for the day after tomorrow was just mailed, and gets no reminder.
 */
export async function sendCorrectionReminders(context: ReminderContext, now: Date): Promise<{ reminded: number }> {
  const { db, jobs, config } = context;
  const today = casablancaToday(now);
  const candidates = await db
    .selectFrom('correctionRequests')
    .select(['id', 'dueDate', 'requestedAt'])
    .where('status', '=', 'open')
    .where('remindedAt', 'is', null)
    .where('dueDate', '>=', today)
    .where('dueDate', '<=', addDays(today, REMINDER_DAYS_BEFORE))
    .execute();
  const due = candidates.filter(
    (request) => request.requestedAt < casablancaDayStart(addDays(request.dueDate, -REMINDER_DAYS_BEFORE)),
  );
  let reminded = 0;
  for (const request of due) {
    reminded += await db.transaction().execute(async (trx) => {
      // Another run that claimed it first wins it: this one sends nothing for it.
      const claimed = await trx
        .updateTable('correctionRequests')
        .set({ remindedAt: now })
        .where('id', '=', request.id)
        .where('status', '=', 'open')
        .where('remindedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return 0;
      const mail = await correctionMail(trx, config, request.id, 'correction-reminder');
      await enqueueMails(jobs, trx, mail ? [mail] : []);
      return mail ? 1 : 0;
    });
  }
  return { reminded };
}
