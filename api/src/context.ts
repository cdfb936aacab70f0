import type { AbuseLimits } from './abuse/abuse-limits.ts';
import type { AccessTokens } from './auth/access-token.ts';
import type { Clock } from './auth/clock.ts';
import type { BackupToken } from './backup/backup-token.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { RefreshSuccessor } from './iam/session/refresh-successor.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logging/logger.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { FileStorage } from './storage/file-storage.ts';
import type { UploadScan } from './uploads/malware/scan-uploads.ts';

/** What every route module is built from; tests build one with an in-memory database and a fake clock. */
export interface AppContext {
  config: Config;
  db: Database;
  storage: FileStorage;
  /** Mail and background work: every mail is a job enqueued with the change that causes it. */
  jobs: JobQueue;
  logger: Logger;
  clock: Clock;
  accessTokens: AccessTokens;
  limits: AbuseLimits;
  refreshSuccessor: RefreshSuccessor;
  /** Set on an embedded database on disk: what `POST /internal/backup` accepts (src/backup). */
  backupToken: BackupToken | undefined;
  /** Prometheus metrics: `metrics.registerGauge` publishes a level read at each scrape. */
  metrics: Metrics;
  /** What every multipart upload goes through: ClamAV's verdict, or nothing when not configured. */
  uploadScan: UploadScan;
}
