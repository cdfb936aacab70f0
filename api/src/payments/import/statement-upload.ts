import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { STATEMENT_MAX_BYTES } from '@bourses/common/limits';
import { AppError } from '#api/http/app-error.ts';
import { assertStorableText } from '#api/http/invalid-text.ts';
import { uploadedFile } from '#api/uploads/upload.ts';

const STATEMENT_FIELD = 'file';
const FILE_NAME_MAX_LENGTH = 120;

const parse = multer({
  storage: multer.memoryStorage(),
  // A statement is bigger than a receipt (20 MB, not 5): kept in memory, as the reader needs it whole.
  limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 16 * 1024, parts: 10 },
  defParamCharset: 'utf8',
}).fields([{ name: STATEMENT_FIELD, maxCount: 1 }]);

/** Multipart parsing of a statement upload: `file`, `bank`, `mapping`; past 20 MB, STATEMENT_TOO_LARGE. */
export const statementUpload: RequestHandler = (req, res, next) => {
  parse(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      return next(new AppError(413, 'STATEMENT_TOO_LARGE'));
    }
    if (error) return next(error);
    try {
      assertStorableText(req.body);
    } catch (invalid) {
      return next(invalid);
    }
    next();
  });
};

/** The uploaded statement and its name without any folder part, or a clear 400 when none came. */
export function uploadedStatement(req: Request): { content: Buffer; fileName: string } {
  const file = uploadedFile(req, STATEMENT_FIELD);
  if (!file) {
    throw new AppError(400, 'STATEMENT_FILE_REQUIRED', {
      fields: { [STATEMENT_FIELD]: { key: 'STATEMENT_FILE_REQUIRED' } },
    });
  }
  const baseName = file.originalname.split(/[\\/]/).pop() ?? '';
  return { content: file.buffer, fileName: baseName.slice(0, FILE_NAME_MAX_LENGTH) || 'statement' };
}
