import type { Request } from 'express';
import { AppError } from '../http/app-error.ts';
import { checkDocument, multipart, uploadedFile, type CheckedFile } from '../uploads/upload.ts';

export const RECEIPT_FIELD = 'paymentReceipt';

/** Multipart parsing of the one receipt field (5 MB; a bigger file is a 413). */
export const receiptUpload = multipart([RECEIPT_FIELD]);

/** The uploaded receipt checked by content (pdf, jpg, jpeg, png), or a clear 400 when missing. */
export async function requiredReceipt(req: Request): Promise<CheckedFile> {
  const file = uploadedFile(req, RECEIPT_FIELD);
  if (!file) {
    throw new AppError(400, 'APPLICATION_RECEIPT_REQUIRED', {
      fields: { [RECEIPT_FIELD]: { key: 'APPLICATION_RECEIPT_REQUIRED' } },
    });
  }
  return checkDocument(file);
}

export const hasReceipt = (req: Request) => uploadedFile(req, RECEIPT_FIELD) !== undefined;
