import type { ErrorRequestHandler } from 'express';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { isStatementCancelled } from '../db/statement-timeout.ts';
import { StorageUnavailable } from '../storage/file-storage.ts';
import { MalwareScanUnavailable } from '../uploads/malware/scan-uploads.ts';
import type { Logger } from '../logging/logger.ts';
import { requestLanguage } from '../i18n/language.ts';
import { translate } from '../i18n/messages.ts';
import { formatWait } from '@bourses/common/wait';
import { AppError } from './app-error.ts';
import { libraryError } from './library-errors.ts';
import { TooManyRequests } from './too-many-requests.ts';

// Seconds a caller should wait before retrying while the database or the storage is unreachable or overloaded.
const RETRY_AFTER_SECONDS = 5;

/** The key of an outage the caller may retry after, or undefined when the error is of another kind. */
function outageKey(error: unknown) {
  // Checked first: a bucket that refuses connections fails with the same socket codes as a database.
  if (error instanceof StorageUnavailable) return 'STORAGE_UNAVAILABLE' as const;
  // Scanning configured and clamd silent: the upload is refused unscanned (docs/security.md, "Malware scanning").
  if (error instanceof MalwareScanUnavailable) return 'UPLOAD_SCAN_UNAVAILABLE' as const;
  if (isDatabaseUnavailable(error)) return 'DATABASE_UNAVAILABLE' as const;
  if (isStatementCancelled(error)) return 'DATABASE_TIMEOUT' as const;
  return undefined;
}

/** Every error answers `{ message, code }` in the caller's language, never a stack trace; logged with the request's id. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) {
      // Too late for an answer of our own: cut the half-sent one so the caller sees it failed.
      logger.error(
        { err: error, requestId: req.id, method: req.method, path: req.path },
        'error after the answer started',
      );
      res.destroy();
      return;
    }
    const language = requestLanguage(req);
    // The database or the storage away or too slow: nothing wrong with the request, the caller may retry.
    const outage = outageKey(error);
    if (outage) {
      logger.warn(
        { err: error, requestId: req.id, method: req.method, path: req.path, code: outage },
        'a backing service could not answer',
      );
      res
        .status(503)
        .set('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({ message: translate(outage, language), code: outage });
      return;
    }
    const known = error instanceof AppError ? error : libraryError(error);
    if (!known) {
      logger.error({ err: error, requestId: req.id, method: req.method, path: req.path }, 'unhandled error');
      res.status(500).json({ message: translate('INTERNAL_ERROR', language), code: 'INTERNAL_ERROR' });
      return;
    }
    const fields = known.fields
      ? Object.fromEntries(
          Object.entries(known.fields).map(([name, field]) => [
            name,
            translate(field.key, language, field.params),
          ]),
        )
      : undefined;
    let params = known.params;
    if (known instanceof TooManyRequests) {
      res.set('Retry-After', String(known.retryAfterSeconds));
      params = { ...params, wait: formatWait(known.retryAfterMs, language) };
    }
    res.status(known.status).json({
      message: translate(known.key, language, params),
      code: known.key,
      ...(fields ? { fields } : {}),
    });
  };
}
