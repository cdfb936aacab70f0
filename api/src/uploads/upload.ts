import { fileTypeFromBuffer } from 'file-type';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import { AppError } from '../http/app-error.ts';
import { assertStorableText } from '../http/invalid-text.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { assertDecodableSize } from './image-dimensions.ts';
import { safeFileName } from './file-name.ts';
import { scanReceivedFiles } from './malware/scan-uploads.ts';
import { safeDocument } from './document-content.ts';

/**
 * Multipart parsing kept in memory (5 MB a file at most) so that nothing is written before it is
 * checked. Text fields are small (64 KB) unless a form carries long content (a scholarship's HTML).
 */
export function multipart(
  fileFields: readonly (string | { name: string; maxCount: number })[],
  { maxFieldBytes = 64 * 1024 } = {},
): RequestHandler {
  // A field takes one file unless told (a message's attachments take several).
  const fields = fileFields.map((field) => (typeof field === 'string' ? { name: field, maxCount: 1 } : field));
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: fields.reduce((total, field) => total + field.maxCount, 0),
      fields: 30,
      fieldSize: maxFieldBytes,
      parts: 40,
    },
    // Browsers send file names in UTF-8; multer's default (latin1) turns 'reçu.pdf' into 'reÃ§u.pdf'.
    defParamCharset: 'utf8',
  }).fields(fields);
  // Multer runs per route, after the app-wide text check: its text fields get the same check here.
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (error) return next(error);
      try {
        assertStorableText(req.body);
      } catch (invalid) {
        return next(invalid);
      }
      // Before any route reads a file: an infected one is refused (audited), and nothing is kept.
      scanReceivedFiles(req).then(() => next(), next);
    });
  };
}

export interface CheckedFile {
  content: Buffer;
  mimeType: string;
  /** The extension that matches the content, not the uploaded name. */
  extension: string;
  /** The uploaded name without any folder part, for the download's file name only. */
  originalName: string;
}

/** Every file of a multipart field, in the order they came (none when absent). */
export function uploadedFiles(req: Request, field: string): Express.Multer.File[] {
  return Array.isArray(req.files) ? [] : (req.files?.[field] ?? []);
}

/** The one file of a multipart field, or undefined when absent. */
export function uploadedFile(req: Request, field: string): Express.Multer.File | undefined {
  return Array.isArray(req.files) ? undefined : req.files?.[field]?.[0];
}

async function checkContent(
  file: Express.Multer.File,
  allowed: readonly string[],
  key: MessageKey,
): Promise<CheckedFile> {
  if (file.size > UPLOAD_MAX_BYTES) throw new AppError(413, 'FILE_TOO_LARGE');
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !allowed.includes(detected.mime)) {
    throw new AppError(400, key, { fields: { [file.fieldname]: { key } } });
  }
  const safeName = safeFileName(file) || `file.${detected.ext}`;
  return { content: file.buffer, mimeType: detected.mime, extension: detected.ext, originalName: safeName };
}

/**
 * A receipt or contract: pdf, jpg, jpeg or png, judged by its bytes; a PDF without active content,
 * an image re-encoded without its metadata (uploads/document-content.ts).
 */
export async function checkDocument(file: Express.Multer.File): Promise<CheckedFile> {
  const checked = await checkContent(file, DOCUMENT_MIME_TYPES, 'FILE_TYPE_NOT_ALLOWED');
  return safeDocument(checked, file.fieldname);
}

/** A scholarship picture: jpg, png or webp, judged by its bytes, of a size a browser can decode. */
export async function checkImage(file: Express.Multer.File): Promise<CheckedFile> {
  const checked = await checkContent(file, IMAGE_MIME_TYPES, 'IMAGE_TYPE_NOT_ALLOWED');
  assertDecodableSize(checked.content, file.fieldname);
  return checked;
}
