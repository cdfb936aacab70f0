import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH } from '@bourses/common/limits';
import { AppError } from '#api/http/app-error.ts';
import { parseInput } from '#api/http/validate.ts';
import { checkDocument, multipart, uploadedFiles, type CheckedFile } from '#api/uploads/upload.ts';

export const ATTACHMENTS_FIELD = 'attachments';

const tooManyAttachments = () =>
  new AppError(400, 'MESSAGE_TOO_MANY_ATTACHMENTS', {
    fields: { [ATTACHMENTS_FIELD]: { key: 'MESSAGE_TOO_MANY_ATTACHMENTS' } },
  });

const parseForm = multipart([{ name: ATTACHMENTS_FIELD, maxCount: MESSAGE_MAX_ATTACHMENTS }]);

/**
 * A message's form: its text and up to 3 files, in memory until checked (and scanned, as every
 * upload); a 4th file is refused with its own message, and nothing is kept.
 */
export const messageForm: RequestHandler = (req, res, next) => {
  parseForm(req, res, (error?: unknown) => {
    const tooMany =
      error instanceof multer.MulterError &&
      (error.code === 'LIMIT_FILE_COUNT' || (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === ATTACHMENTS_FIELD));
    next(tooMany ? tooManyAttachments() : error);
  });
};

// Counted in characters (code points) after trimming, as the database counts them.
const messageFields = z.object({
  body: z
    .string('TEXT_EXPECTED')
    .trim()
    .refine((text) => [...text].length <= MESSAGE_MAX_LENGTH, 'MESSAGE_TOO_LONG')
    .default(''),
});

export interface NewMessageInput {
  body: string;
  attachments: CheckedFile[];
}

/** The message's text and its files checked by content (pdf, jpg, jpeg, png; 5 MB): empty text needs a file. */
export async function messageInput(req: Request): Promise<NewMessageInput> {
  const { body } = parseInput(messageFields, req.body ?? {});
  const files = uploadedFiles(req, ATTACHMENTS_FIELD);
  if (files.length > MESSAGE_MAX_ATTACHMENTS) throw tooManyAttachments();
  if (body === '' && files.length === 0) {
    throw new AppError(400, 'MESSAGE_EMPTY', { fields: { body: { key: 'MESSAGE_EMPTY' } } });
  }
  const attachments = await Promise.all(files.map(checkDocument));
  return { body, attachments };
}
