import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import type { Logger } from '../logging/logger.ts';
import { requestLanguage } from '../i18n/language.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { AppError } from './app-error.ts';

const MULTER_KEYS: Record<string, { status: number; key: MessageKey }> = {
  LIMIT_FILE_SIZE: { status: 413, key: 'FILE_TOO_LARGE' },
  LIMIT_FIELD_VALUE: { status: 413, key: 'PAYLOAD_TOO_LARGE' },
  LIMIT_FIELD_COUNT: { status: 413, key: 'PAYLOAD_TOO_LARGE' },
  LIMIT_PART_COUNT: { status: 413, key: 'PAYLOAD_TOO_LARGE' },
  LIMIT_FILE_COUNT: { status: 400, key: 'UNEXPECTED_FILE' },
  LIMIT_UNEXPECTED_FILE: { status: 400, key: 'UNEXPECTED_FILE' },
};

/** Expected errors as they come; anything from a body parser or multer mapped to one; the rest hidden. */
function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) {
    const known = MULTER_KEYS[error.code] ?? { status: 400, key: 'INVALID_MULTIPART' as const };
    return new AppError(known.status, known.key, { params: { field: error.field ?? '' } });
  }
  if (typeof error === 'object' && error !== null && 'type' in error) {
    if (error.type === 'entity.parse.failed') return new AppError(400, 'INVALID_JSON');
    if (error.type === 'entity.too.large') return new AppError(413, 'PAYLOAD_TOO_LARGE');
    if (typeof error.type === 'string' && error.type.startsWith('entity.')) return new AppError(400, 'INVALID_JSON');
  }
  if (error instanceof Error && /^(Unexpected end of form|Malformed part header|Multipart: Boundary not found)/.test(error.message)) {
    return new AppError(400, 'INVALID_MULTIPART');
  }
  return null;
}

/** Every error answers `{ message, code }` in the caller's language; never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const language = requestLanguage(req);
    const known = toAppError(error);
    if (!known) {
      logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
      res.status(500).json({ message: translate('INTERNAL_ERROR', language), code: 'INTERNAL_ERROR' });
      return;
    }
    const fields = known.fields
      ? Object.fromEntries(
          Object.entries(known.fields).map(([name, field]) => [name, translate(field.key, language, field.params)]),
        )
      : undefined;
    res.status(known.status).json({
      message: translate(known.key, language, known.params),
      code: known.key,
      ...(fields ? { fields } : {}),
    });
  };
}
