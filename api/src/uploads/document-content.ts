import type { CheckedFile } from './upload.ts';
import { withoutImageMetadata } from './image-metadata.ts';
import { assertPdfWithoutActiveContent } from './pdf-judge.ts';

/**
 * A document (receipt, contract) made safe to keep and show to staff, once its type is known: a PDF
 * without active content, parsed as one; a JPEG or PNG upright and without metadata. What this
 * answers is what is stored, fingerprinted and served.
 */
export async function safeDocument(file: CheckedFile, field: string): Promise<CheckedFile> {
  if (file.mimeType !== 'application/pdf') return withoutImageMetadata(file, field);
  await assertPdfWithoutActiveContent(file.content, field);
  return file;
}
