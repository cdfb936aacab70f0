import type { Request } from 'express';
import { AppError } from '../http/app-error.ts';
import { checkDocument, multipart, uploadedFile, type CheckedFile } from '../uploads/upload.ts';

export const RECEIPT_FIELD = 'paymentReceipt';

/** Multipart parsing of the one receipt field (5 MB; a bigger file is a 413). */
export const receiptUpload = multipart([RECEIPT_FIELD]);

export const missingReceipt = () =>
  new AppError(400, 'APPLICATION_RECEIPT_REQUIRED', {
    fields: { [RECEIPT_FIELD]: { key: 'APPLICATION_RECEIPT_REQUIRED' } },
  });

export const unexpectedReceipt = () =>
  new AppError(400, 'UNEXPECTED_FILE', {
    params: { field: RECEIPT_FIELD },
    fields: { [RECEIPT_FIELD]: { key: 'UNEXPECTED_FILE', params: { field: RECEIPT_FIELD } } },
  });

/** The uploaded receipt checked by content (pdf, jpg, jpeg, png), or undefined when none was sent. */
export async function optionalReceipt(req: Request): Promise<CheckedFile | undefined> {
  const file = uploadedFile(req, RECEIPT_FIELD);
  return file ? checkDocument(file) : undefined;
}

/** The uploaded receipt checked by content, or a clear 400 when missing. */
export async function requiredReceipt(req: Request): Promise<CheckedFile> {
  const receipt = await optionalReceipt(req);
  if (!receipt) throw missingReceipt();
  return receipt;
}
