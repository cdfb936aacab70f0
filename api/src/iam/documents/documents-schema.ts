import { z } from 'zod';
import { AppError } from '#api/http/app-error.ts';
import { parseInput } from '#api/http/validate.ts';
import type { MessageKey } from '#api/i18n/messages.ts';

const isUploadedFile = (value: unknown): value is Express.Multer.File =>
  typeof value === 'object' && value !== null && 'buffer' in value && Buffer.isBuffer(value.buffer);

const fileField = (key: MessageKey) => z.custom<Express.Multer.File>(isUploadedFile, { error: key });

/** A student's two documents, required at registration and when a rejected account sends new ones. */
export const STUDENT_DOCUMENT_FIELDS = {
  paymentReceipt: fileField('PAYMENT_RECEIPT_REQUIRED'),
  serviceContract: fileField('SERVICE_CONTRACT_REQUIRED'),
};

/** `parseInput`, except that when the two files are all that is missing it says so with the spec's generic text. */
export function parseWithDocuments<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  try {
    return parseInput(schema, input);
  } catch (error) {
    const fields = error instanceof AppError ? error.fields : undefined;
    if (fields && Object.keys(fields).sort().join() === 'paymentReceipt,serviceContract') {
      throw new AppError(400, 'FILES_REQUIRED', { fields });
    }
    throw error;
  }
}

const documentsSchema = z.object(STUDENT_DOCUMENT_FIELDS);

export const parseDocuments = (input: unknown) => parseWithDocuments(documentsSchema, input);
