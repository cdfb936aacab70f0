import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { sql } from 'kysely';
import { BFF_KEY_HEADER } from '@bourses/common/bff-key';
import { forSlowClients } from '@bourses/common/slow-clients';
import type { JobResult } from 'pg-boss';
import supertest from 'supertest';
import { createApp } from '../src/app.ts';
import { createContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config/config.ts';
import type { AppContext } from '../src/context.ts';
import { MESSAGE_DIGEST_QUEUE } from '../src/correspondence/mail-digest/message-digest-queue.ts';
import { ACCOUNT_MAIL_QUEUE } from '../src/iam/account-mails/account-mail-jobs.ts';
import { JOBS_SCHEMA } from '../src/jobs/job-queue.ts';
import { MAIL_QUEUE } from '../src/jobs/mail-jobs.ts';
import { createLogger } from '../src/logging/logger.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { createFreshServerDatabase } from './test-database.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Extra headers (a reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface TestApi {
  baseUrl: string;
  /** supertest bound to the running server: every call is real HTTP. */
  http: ReturnType<typeof supertest>;
  context: AppContext;
  clock: TestClock;
  /** The key a bff in front of this api sends (BFF_API_KEY, random unless `env` sets it). */
  bffApiKey: string;
  /** The headers by which the bff states that a request comes from a caller at `address`. */
  fromClient(address: string): Record<string, string>;
  /** Every SQL statement the api sent through Kysely, oldest first: each one is a round trip. */
  statements: string[];
  /**
   * Mails written so far, oldest first. The mail queue is first drained of its due jobs, as the api's
   * worker would have done by now (the test api runs no worker of its own: tests decide when jobs run).
   */
  outbox(): Promise<OutboxMail[]>;
  /**
   * Sends every due mail now through the worker's own code, after running the public forms' requests
   * and the due digests of new messages, which enqueue mails (iam/account-mails,
   * correspondence/mail-digest); answers each mail job's outcome.
   */
  deliverMails(): Promise<JobResult[]>;
  /**
   * For the job queue, lets `milliseconds` pass: every waiting job's start moves that much earlier
   * (pg-boss reads the database's clock, which the test clock does not move).
   */
  advanceJobs(milliseconds: number): Promise<void>;
  /**
   * One occurrence of a periodic job, as pg-boss's schedule sends it and a worker runs it, at the
   * instant `at` on the api's clock (set back afterwards): the deadline reminders of a given day are
   * run on that day, whatever the day of the test. Answers the job's outcomes; mails it enqueued wait
   * for `deliverMails` or `outbox`.
   */
  runPeriodicJob(queue: string, at: Date): Promise<JobResult[]>;
  close(): Promise<void>;
}

/**
 * Starts the real api on a free port, on a fresh database (PGlite, or TEST_DATABASE_URL's server),
 * or on another test api's server database with `sharedDatabaseOf` (the first one drops it); its
 * logs go to `logTo` when given (with LOG_LEVEL in `env`: silent by default).
 */
export async function startTestApi(
  env: Record<string, string> = {},
  { sharedDatabaseOf, logTo }: { sharedDatabaseOf?: TestApi; logTo?: DestinationStream } = {},
): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-api-'));
  const sharedUrl = sharedDatabaseOf?.context.config.databaseUrl;
  if (sharedDatabaseOf && !sharedUrl)
    throw new Error('Only a server database (TEST_DATABASE_URL) can be shared');
  const serverDatabase = sharedUrl ? undefined : await createFreshServerDatabase();
  const databaseUrl = sharedUrl ?? serverDatabase?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    BFF_API_KEY: randomBytes(32).toString('hex'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const clock = createTestClock();
  const statements: string[] = [];
  const context = await createContext(config, createLogger(config.logLevel, logTo), {
    clock,
    inMemoryDatabase: !databaseUrl,
    onStatement: (statement) => statements.push(statement),
  });
  const server = forSlowClients(createServer(createApp(context))).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const outboxDir = path.join(dataDir, 'outbox');
  // The mails public forms ask for are looked up by a job of their own first (iam/account-mails), and
  // the digests of new messages that are due are made (correspondence/mail-digest).
  const deliverMails = async () => {
    await context.jobs.runDue(ACCOUNT_MAIL_QUEUE);
    await context.jobs.runDue(MESSAGE_DIGEST_QUEUE);
    return context.jobs.runDue(MAIL_QUEUE);
  };

  const bffApiKey = config.bffApiKey ?? '';
  return {
    baseUrl,
    http: supertest(baseUrl),
    context,
    clock,
    bffApiKey,
    fromClient: (address) => ({ [BFF_KEY_HEADER]: bffApiKey, 'X-Forwarded-For': address }),
    statements,
    deliverMails,
    async advanceJobs(milliseconds) {
      const seconds = milliseconds / 1000;
      await sql`
        update ${sql.table(`${JOBS_SCHEMA}.job`)}
        set start_after = start_after - make_interval(secs => ${seconds})
        where state in ('created', 'retry')`.execute(context.db);
    },
    async runPeriodicJob(queue, at) {
      const before = clock.now();
      clock.set(at);
      try {
        await context.jobs.boss.send(queue, null);
        return await context.jobs.runDue(queue);
      } finally {
        clock.set(before);
      }
    },
    async outbox() {
      await deliverMails();
      const names = (await readdir(outboxDir).catch(() => [])).sort();
      return Promise.all(
        names.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8'))),
      );
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await context.limits.close();
      await context.jobs.stop();
      await context.db.destroy();
      await serverDatabase?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
