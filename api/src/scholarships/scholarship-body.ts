import type { Request } from 'express';
import { AppError, badRequest } from '../http/app-error.ts';
import { assertStorableText } from '../http/invalid-text.ts';
import { checkImage, uploadedFile, type CheckedFile } from '../uploads/upload.ts';

/**
 * The scholarship as sent: a JSON body, or with an image a multipart form whose `data` field
 * holds the same JSON. Answers the raw input (validated by the caller) and the checked image.
 */
export async function readScholarshipBody(
  req: Request,
): Promise<{ input: unknown; image: CheckedFile | undefined }> {
  const body: unknown = req.body;
  if (!req.is('multipart/form-data')) return { input: body, image: undefined };

  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  if (typeof data !== 'string') throw badRequest('SCHOLARSHIP_DATA_REQUIRED');
  let input: unknown;
  try {
    input = JSON.parse(data);
  } catch {
    throw new AppError(400, 'INVALID_JSON');
  }
  // The JSON inside the form field is parsed here, after the request-wide check: same check, same field names.
  assertStorableText(input);
  const file = uploadedFile(req, 'image');
  return { input, image: file ? await checkImage(file) : undefined };
}
