import path from 'node:path';
import { createAbuseLimits } from './abuse/abuse-limits.ts';
import { createAccessTokens } from './auth/access-token.ts';
import { systemClock, type Clock } from './auth/clock.ts';
import { loadOrCreateSecret } from './auth/secret.ts';
import type { Config } from './config/config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createRefreshSuccessor } from './iam/session/refresh-successor.ts';
import type { Logger } from './logging/logger.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createLocalFileStorage } from './storage/file-storage.ts';

/** Opens the database (migrated), storage, mail and tokens that the app runs on. */
export async function createContext(
  config: Config,
  logger: Logger,
  options: { clock?: Clock; inMemoryDatabase?: boolean } = {},
): Promise<AppContext> {
  const clock = options.clock ?? systemClock;
  const db = await openDatabase({
    url: config.databaseUrl,
    pool: config.databasePool,
    dataDir: options.inMemoryDatabase ? undefined : path.join(config.dataDir, 'db'),
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
  });
  await migrateToLatest(db);
  const secret = await loadOrCreateSecret(config.jwtSecret, config.dataDir);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
  return {
    config,
    db,
    storage: createLocalFileStorage(path.join(config.dataDir, 'files')),
    mailer,
    logger,
    clock,
    accessTokens: createAccessTokens(secret, clock),
    limits: await createAbuseLimits(config.abuse, { db, clock, logger }),
    refreshSuccessor: createRefreshSuccessor(secret),
    metrics: createMetrics(logger),
  };
}
