import path from 'node:path';
import { createAbuseLimits } from './abuse/abuse-limits.ts';
import { createAccessTokens } from './auth/access-token.ts';
import { systemClock, type Clock } from './auth/clock.ts';
import { loadOrCreateSecret } from './auth/secret.ts';
import type { Config } from './config/config.ts';
import type { AppContext } from './context.ts';
import { openDatabaseEngine } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createRefreshSuccessor } from './iam/session/refresh-successor.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { mailJobKind } from './jobs/mail-jobs.ts';
import { periodicJobKinds } from './jobs/periodic-jobs.ts';
import type { Logger } from './logging/logger.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { createLocalFileStorage } from './storage/file-storage.ts';

/** Opens the database (migrated), the job queue, storage, mail and tokens that the app runs on. */
export async function createContext(
  config: Config,
  logger: Logger,
  options: { clock?: Clock; inMemoryDatabase?: boolean } = {},
): Promise<AppContext> {
  const clock = options.clock ?? systemClock;
  const engine = await openDatabaseEngine({
    url: config.databaseUrl,
    dataDir: options.inMemoryDatabase ? undefined : path.join(config.dataDir, 'db'),
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
  });
  const { db } = engine;
  await migrateToLatest(db);
  const secret = await loadOrCreateSecret(config.jwtSecret, config.dataDir);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
  const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
  const jobs = await startJobQueue(
    engine,
    config.databaseUrl,
    [mailJobKind(mailer, logger), ...periodicJobKinds({ db, storage, clock, logger })],
    logger,
  );
  return {
    config,
    db,
    storage,
    jobs,
    logger,
    clock,
    accessTokens: createAccessTokens(secret, clock),
    limits: await createAbuseLimits(config.abuse, { db, clock, logger }),
    refreshSuccessor: createRefreshSuccessor(secret),
  };
}
