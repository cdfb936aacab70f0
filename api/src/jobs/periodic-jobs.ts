import type { JobResult, PgBoss } from 'pg-boss';
import { purgeExpiredCounters } from '#api/abuse/purge-expired-counters.ts';
import type { Clock } from '#api/auth/clock.ts';
import type { Config } from '#api/config/config.ts';
import type { Database } from '#api/db/database.ts';
import { purgeExpiredChallenges } from '#api/iam/factors/purge-expired-challenges.ts';
import { purgeExpiredTokens } from '#api/iam/tokens/purge-expired-tokens.ts';
import type { Logger } from '#api/logging/logger.ts';
import { purgeExpiredReservations } from '#api/payments/registration-reference.ts';
import { sendDeadlineReminders } from '#api/saved-scholarships/deadline-reminders.ts';
import type { FileStorage } from '#api/storage/file-storage.ts';
import { sweepOrphanFiles } from '#api/storage/orphan-sweep.ts';
import { sendCorrectionReminders } from '#api/correspondence/corrections/correction-reminders.ts';
import type { JobKind, JobQueue } from './job-queue.ts';

/** What periodic jobs are built with; the clock says when each occurrence runs. */
export interface PeriodicContext {
  db: Database;
  storage: FileStorage;
  clock: Clock;
  logger: Logger;
  config: Config;
}

/** What one occurrence works on: the above, and the queue running it (for the mails it sends). */
type OccurrenceContext = PeriodicContext & { jobs: JobQueue };

/** The queue of the students' deadline reminders, whose occurrences tests run at an instant they choose. */
export const DEADLINE_REMINDERS_QUEUE = 'deadline-reminders';

/** The queue of the correction requests' reminders (correspondence/corrections). */
export const CORRECTION_REMINDERS_QUEUE = 'correction-reminders';

/** A job the platform runs on a recurrence, by one instance each time (pg-boss schedules it once). */
interface PeriodicJob {
  queue: string;
  /** When it recurs, as an RFC 5545 rule (or a cron expression); undefined turns it off. */
  recurrence(config: Config): string | undefined;
  /** Does the work due at `now` (the clock's time when the occurrence runs) and answers what to log. */
  run(context: OccurrenceContext, now: Date): Promise<Record<string, number>>;
}

/**
 * The registry of periodic jobs. A new one is one more entry: its queue is created, scheduled and
 * worked like these.
 */
const PERIODIC_JOBS: PeriodicJob[] = [
  {
    queue: 'orphan-file-sweep',
    recurrence: ({ orphanSweepIntervalMinutes: minutes }) =>
      minutes > 0 ? `FREQ=MINUTELY;INTERVAL=${minutes}` : undefined,
    run: async (context) => ({ removed: await sweepOrphanFiles(context) }),
  },
  {
    queue: 'expired-rows-purge',
    recurrence: () => 'FREQ=HOURLY',
    run: async ({ db }, now) => ({
      tokens: await purgeExpiredTokens(db, now),
      counters: await purgeExpiredCounters(db, now),
      references: await purgeExpiredReservations(db, now),
      challenges: await purgeExpiredChallenges(db, now),
    }),
  },
  {
    // Hourly, so that a reminder goes out within the hour its day starts in Casablanca, and a run
    // that failed is made up by the next (docs/product-rules.md, Saved scholarships).
    queue: DEADLINE_REMINDERS_QUEUE,
    recurrence: () => 'FREQ=HOURLY',
    run: (context, now) => sendDeadlineReminders(context, now),
  },
  {
    // Hourly as the deadline reminders: a request due in 2 Casablanca days is reminded within the
    // hour that day starts (docs/product-rules.md, "Correction requests").
    queue: CORRECTION_REMINDERS_QUEUE,
    recurrence: () => 'FREQ=HOURLY',
    run: (context, now) => sendCorrectionReminders(context, now),
  },
];

export const PERIODIC_QUEUES = PERIODIC_JOBS.map((job) => job.queue);

/** Each periodic job's queue: retried twice a minute apart, then left to its next occurrence. */
export function periodicJobKinds(context: PeriodicContext): JobKind[] {
  return PERIODIC_JOBS.map((job) => ({
    queue: job.queue,
    options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 30 * 60 },
    batchSize: 1,
    run: (jobs, jobQueue) =>
      Promise.all(
        jobs.map(async ({ id }): Promise<JobResult> => {
          try {
            const done = await job.run({ ...context, jobs: jobQueue }, context.clock.now());
            context.logger.info({ job: job.queue, ...done }, 'periodic job done');
            return { id, status: 'completed' };
          } catch (error) {
            context.logger.warn({ err: error, job: job.queue }, 'periodic job failed');
            return { id, status: 'failed', output: { message: String(error) } };
          }
        }),
      ),
  }));
}

/**
 * Schedules every periodic job, or removes the schedule of one turned off: schedules live in the
 * database, and every instance starting sets the same ones.
 */
export async function schedulePeriodicJobs(boss: PgBoss, config: Config): Promise<void> {
  for (const job of PERIODIC_JOBS) {
    const recurrence = job.recurrence(config);
    if (recurrence) await boss.schedule(job.queue, recurrence);
    else await boss.unschedule(job.queue);
  }
}
