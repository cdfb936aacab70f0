import type { Config } from '#api/config/config.ts';
import type { Database } from '#api/db/database.ts';
import type { ReminderDaysBefore } from '#api/db/saved-scholarship-tables.ts';
import { newSecretToken } from '#api/iam/tokens/secret-token.ts';
import type { JobQueue } from '#api/jobs/job-queue.ts';
import { enqueueMails, type QueuedMail } from '#api/jobs/mail-jobs.ts';
import { findReminderCandidates, type ReminderCandidate } from './reminder-candidates.ts';
import { reminderMail } from './reminder-mail.ts';
import { dueReminder, reminderDeadlines } from './reminder-window.ts';

export interface RemindersContext {
  db: Database;
  jobs: JobQueue;
  config: Pick<Config, 'publicWebUrl'>;
}

type DueReminder = ReminderCandidate & { daysBefore: ReminderDaysBefore };

// Reminders recorded and enqueued per transaction: a long list does not hold one transaction open.
const REMINDERS_PER_TRANSACTION = 100;

const keyOf = (reminder: { userId: string; scholarshipId: number; daysBefore: number }) =>
  `${reminder.userId}:${reminder.scholarshipId}:${reminder.daysBefore}`;

/** Records the reminders and enqueues their mails in one transaction; answers how many were new. */
async function sendBatch(
  { db, jobs, config }: RemindersContext,
  batch: DueReminder[],
  now: Date,
): Promise<number> {
  const withTokens = batch.map((reminder) => ({ reminder, ...newSecretToken() }));
  return db.transaction().execute(async (trx) => {
    // Another run (a rerun, another instance) that recorded one first wins it: this one inserts nothing for it.
    const recorded = await trx
      .insertInto('deadlineReminders')
      .values(
        withTokens.map(({ reminder, tokenHash }) => ({
          userId: reminder.userId,
          scholarshipId: reminder.scholarshipId,
          deadline: reminder.deadline,
          daysBefore: reminder.daysBefore,
          unsubscribeTokenHash: tokenHash,
          sentAt: now,
        })),
      )
      .onConflict((onConflict) =>
        onConflict.columns(['userId', 'scholarshipId', 'deadline', 'daysBefore']).doNothing(),
      )
      .returning(['userId', 'scholarshipId', 'daysBefore'])
      .execute();
    const won = new Set(recorded.map(keyOf));
    const mails = withTokens
      .filter(({ reminder }) => won.has(keyOf(reminder)))
      .map(({ reminder, token }): QueuedMail => ({
        eventKey: `deadline-reminder:${keyOf(reminder)}:${reminder.deadline}`,
        kind: 'deadline-reminder',
        message: reminderMail({
          daysBefore: reminder.daysBefore,
          to: reminder.email,
          language: reminder.language,
          firstName: reminder.firstName,
          scholarshipTitle: reminder.title,
          deadline: reminder.deadline,
          link: `${config.publicWebUrl}/bourses/${reminder.scholarshipId}`,
          // In the student's language, whoever's browser opens it.
          unsubscribeLink: `${config.publicWebUrl}/unsubscribe?token=${encodeURIComponent(token)}&lang=${reminder.language}`,
        }),
      }));
    await enqueueMails(jobs, trx, mails);
    return mails.length;
  });
}

/**
 * The periodic job of deadline reminders (docs/product-rules.md, Saved scholarships), judged at
 * `now`: each saved scholarship whose reminder is due and not yet sent gets it, mailed in the
 * student's language. Reruns and concurrent runs send each reminder once.
 */
export async function sendDeadlineReminders(context: RemindersContext, now: Date): Promise<{ sent: number }> {
  const { from, to } = reminderDeadlines(now);
  const candidates = await findReminderCandidates(context.db, from, to);
  const due = candidates.flatMap((candidate): DueReminder[] => {
    const daysBefore = dueReminder(candidate.deadline, now);
    if (!daysBefore) return [];
    const alreadySent = daysBefore === 7 ? candidate.sevenDaySent : candidate.oneDaySent;
    return alreadySent ? [] : [{ ...candidate, daysBefore }];
  });
  let sent = 0;
  for (let start = 0; start < due.length; start += REMINDERS_PER_TRANSACTION) {
    sent += await sendBatch(context, due.slice(start, start + REMINDERS_PER_TRANSACTION), now);
  }
  return { sent };
}
