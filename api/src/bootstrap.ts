import { createAbuseLimits } from './abuse/abuse-limits.ts';
import { createAccessTokens } from './auth/access-token.ts';
import { systemClock, type Clock } from './auth/clock.ts';
import { loadOrCreateSecret } from './auth/secret.ts';
import { issueBackupToken } from './backup/backup-token.ts';
import type { Config } from './config/config.ts';
import { dataDirLayout } from './config/data-dir.ts';
import { keepDataDirPrivate } from './config/private-data-dir.ts';
import type { AppContext } from './context.ts';
import { messageDigestJobKind } from './correspondence/mail-digest/message-digest-jobs.ts';
import { openDatabaseEngine } from './db/database.ts';
import { documentJobKind } from './documents/issuing/document-jobs.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createRefreshSuccessor } from './iam/session/refresh-successor.ts';
import { accountMailJobKind } from './iam/account-mails/account-mail-jobs.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { mailJobKind } from './jobs/mail-jobs.ts';
import { registerMailQueueMetrics } from './jobs/mail-queue-metrics.ts';
import { periodicJobKinds } from './jobs/periodic-jobs.ts';
import type { Logger } from './logging/logger.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createLocalFileStorage } from './storage/local-file-storage.ts';
import { createS3FileStorage } from './storage/s3-file-storage.ts';
import { configureUploadScan } from './uploads/malware/configure-upload-scan.ts';

/** Opens the database (migrated), the job queue, storage, mail and tokens that the app runs on. */
export async function createContext(
  config: Config,
  logger: Logger,
  options: { clock?: Clock; inMemoryDatabase?: boolean; onStatement?: (sql: string) => void } = {},
): Promise<AppContext> {
  const clock = options.clock ?? systemClock;
  const layout = dataDirLayout(config.dataDir);
  const embeddedOnDisk = !config.databaseUrl && !options.inMemoryDatabase;
  await keepDataDirPrivate(config.dataDir, logger);
  const engine = await openDatabaseEngine({
    url: config.databaseUrl,
    pool: config.databasePool,
    dataDir: options.inMemoryDatabase ? undefined : layout.database,
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
    onStatement: options.onStatement,
  });
  const { db } = engine;
  await migrateToLatest(db);
  // PGlite writes its files 0666 whatever the umask (its folders are 0700): narrowed once it has them.
  if (embeddedOnDisk) await keepDataDirPrivate(layout.database, logger);
  const secret = await loadOrCreateSecret(config.jwtSecret, layout.jwtSecret);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(layout.outbox, config.mailFrom, logger);
  // A bucket when several api instances run: a folder on one machine's disk is out of the others' reach.
  const storage = config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(layout.files);
  const jobs = await startJobQueue(
    engine,
    config.databaseUrl,
    [
      mailJobKind(mailer, logger, config.mailRetryDelaySeconds),
      accountMailJobKind({ db, config }, logger),
      messageDigestJobKind({ db, config, clock }, logger),
      documentJobKind({ db, storage, config }, logger),
      ...periodicJobKinds({ db, storage, clock, logger, config }),
    ],
    logger,
  );
  const metrics = createMetrics(logger);
  registerMailQueueMetrics(metrics, db);
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
    // Only a database and files in this process's folder can be snapshotted by it (src/backup,
    // docs/security.md); files in a bucket are backed up with the bucket (README, Backups).
    backupToken: embeddedOnDisk && !config.s3 ? await issueBackupToken(layout.backupToken) : undefined,
    metrics,
    uploadScan: configureUploadScan(config.clamav, { db, metrics, logger }),
  };
}
