import type { Transaction } from 'kysely';
import { fromKysely, PgBoss, type Db, type JobResult, type JobWithMetadata, type Queue } from 'pg-boss';
import type { DatabaseEngine } from '#api/db/database.ts';
import type { DB } from '#api/db/schema.ts';
import type { Logger } from '#api/logging/logger.ts';
import { pgliteExecutor } from './pglite-executor.ts';

/** The PostgreSQL schema pg-boss keeps its tables in (the failed-mail list reads its job table). */
export const JOBS_SCHEMA = 'pgboss';

/** One queue of the platform: how its jobs are kept and retried, and what a worker does with them. */
export interface JobKind {
  queue: string;
  options: Omit<Queue, 'name' | 'policy' | 'partition'>;
  /** How many jobs a worker takes at once. */
  batchSize: number;
  /**
   * Runs a batch; answers each job's outcome, which pg-boss records (a failure is retried). `jobQueue` is
   * the engine running it, for work that enqueues more (a periodic job's mails).
   */
  run(jobs: JobWithMetadata<unknown>[], jobQueue: JobQueue): Promise<JobResult[]>;
}

/** The job engine: pg-boss over the api's database, with the platform's queues created. */
export interface JobQueue {
  readonly boss: PgBoss;
  /** pg-boss statements inside this transaction: a job sent with it exists only if the transaction commits. */
  within(trx: Transaction<DB>): Db;
  /** From now on this instance takes its share of every queue's jobs (pg-boss locks each job to one taker). */
  startWorkers(): Promise<void>;
  /** Runs now, in this process, every due job of one queue through its worker's own code; answers the outcomes. */
  runDue(queue: string): Promise<JobResult[]>;
  /** Stops the workers, letting running jobs finish, then pg-boss. */
  stop(): Promise<void>;
}

// Every pg-boss connection of a server database is named so in pg_stat_activity.
const APPLICATION_NAME = 'bourses-api-jobs';
// pg-boss's own pool on a server database; our requests keep theirs (db/database.ts).
const POOL_SIZE = 4;
const STOP_TIMEOUT_MS = 20_000;

function createBoss(engine: DatabaseEngine, databaseUrl: string | undefined): PgBoss {
  const common = { schema: JOBS_SCHEMA, application_name: APPLICATION_NAME };
  if (engine.embedded) {
    return new PgBoss({ ...common, db: pgliteExecutor(engine.db, engine.embedded), backend: 'pglite' });
  }
  if (!databaseUrl) throw new Error('A server database needs its URL for the job queue');
  return new PgBoss({ ...common, connectionString: databaseUrl, max: POOL_SIZE });
}

/** Settles what `runDue` ran the way a worker does: completed jobs are done, failed ones retried. */
async function settle(boss: PgBoss, queue: string, results: JobResult[]): Promise<void> {
  const completed = results.filter((result) => result.status === 'completed').map((result) => result.id);
  if (completed.length > 0) await boss.complete(queue, completed);
  for (const result of results) {
    if (result.status !== 'completed') await boss.fail(queue, result.id, result.output ?? null);
  }
}

/** Starts pg-boss on the api's database (migrating its schema) and creates or updates every queue. */
export async function startJobQueue(
  engine: DatabaseEngine,
  databaseUrl: string | undefined,
  kinds: JobKind[],
  logger: Logger,
): Promise<JobQueue> {
  const boss = createBoss(engine, databaseUrl);
  // Without a listener an 'error' event would end the process; a lost connection is retried by pg-boss.
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ data: warning.data }, warning.message));
  await boss.start();
  for (const kind of kinds) {
    await boss.createQueue(kind.queue, kind.options);
    // createQueue keeps an existing queue as it was: a changed retry schedule is applied here.
    await boss.updateQueue(kind.queue, kind.options);
  }
  const kindOf = (queue: string) => {
    const kind = kinds.find((candidate) => candidate.queue === queue);
    if (!kind) throw new Error(`No job kind for queue ${queue}`);
    return kind;
  };

  const jobQueue: JobQueue = {
    boss,
    // Raw rows for pg-boss (no camel-casing). On PGlite a send inside a transaction must not need
    // another statement of its own: the queue cache that createQueue filled above spares it one.
    within: (trx) => fromKysely(trx.withoutPlugins()),
    async startWorkers() {
      for (const kind of kinds) {
        await boss.work(
          kind.queue,
          { batchSize: kind.batchSize, includeMetadata: true, perJobResults: true, burstWhenBatchFull: true },
          (jobs: JobWithMetadata<unknown>[]) => kind.run(jobs, jobQueue),
        );
      }
    },
    async runDue(queue) {
      const kind = kindOf(queue);
      const outcomes: JobResult[] = [];
      for (;;) {
        const jobs = await boss.fetch<unknown>(queue, { batchSize: kind.batchSize, includeMetadata: true });
        if (jobs.length === 0) return outcomes;
        const results = await kind.run(jobs, jobQueue);
        await settle(boss, queue, results);
        outcomes.push(...results);
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }),
  };
  return jobQueue;
}
