import { DOCUMENT_EXTENSIONS, UPLOAD_MAX_BYTES } from '@bourses/common/limits';

/** A file refused before sending; PAGES_NOT_JOINED: pages that could not be made into one PDF (a locked PDF among them). */
export type DocumentFileError = 'FILE_TOO_LARGE' | 'FILE_TYPE' | 'PAGES_NOT_JOINED';

/** What the file inputs accept: .pdf, .jpg, .jpeg, .png. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The client-side file check (the server checks the content again). */
export function checkDocumentFile(file: File): DocumentFileError | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return 'FILE_TYPE';
  if (file.size > UPLOAD_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}
