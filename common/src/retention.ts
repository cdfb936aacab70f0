// How long the platform keeps what it keeps (docs/product-rules.md, Personal data). The privacy page
// states these durations; the api enforces those it holds (failed mails), the operators the others
// (docs/security.md, Retention).

/** A mail that could not be delivered after a day of retries is kept this long, for staff to see. */
export const FAILED_MAIL_RETENTION_DAYS = 14;
/** Server logs (api, bff, proxy): rotated away after this long. */
export const LOG_RETENTION_DAYS = 30;
/** Backups (`npm run backup` archives, database dumps, the bucket's old file versions). */
export const BACKUP_RETENTION_DAYS = 30;
