import path from 'node:path';

/** Where each part of the embedded platform lives under DATA_DIR (a backup carries db, files and secrets). */
export interface DataDirLayout {
  /** The embedded PGlite database's own folder. */
  database: string;
  /** Uploaded files, one per storage key. */
  files: string;
  /** Generated secrets: the token-signing secret, the backup token. */
  secrets: string;
  jwtSecret: string;
  /** Mails written instead of sent when no SMTP_URL is set. */
  outbox: string;
  /** Rewritten at every start of the api on an embedded database; read by `npm run backup`. */
  backupToken: string;
  /** Scratch folders on the same disk as `files`, so that a snapshot can hard-link them. */
  backupStaging: string;
  restoreStaging: string;
}

export function dataDirLayout(dataDir: string): DataDirLayout {
  const secrets = path.join(dataDir, 'secrets');
  return {
    database: path.join(dataDir, 'db'),
    files: path.join(dataDir, 'files'),
    secrets,
    jwtSecret: path.join(secrets, 'jwt-secret'),
    outbox: path.join(dataDir, 'outbox'),
    backupToken: path.join(secrets, 'backup-token'),
    backupStaging: path.join(dataDir, 'backup-staging'),
    restoreStaging: path.join(dataDir, 'restore-staging'),
  };
}
