import { UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import type { DocumentFileError } from '@/modules/uploads/utils/document-file';

/** The pages chosen for one document, in the order shown: usually one file, a photo per page at times. */
export type DocumentPages = readonly File[];

export const withPage = (pages: DocumentPages, page: File): DocumentPages => [...pages, page];
export const withoutPage = (pages: DocumentPages, index: number): DocumentPages => pages.filter((_, at) => at !== index);

/** The joined document's name: the first page's, as a PDF ("IMG_0412.jpg" gives "IMG_0412.pdf"). */
const pdfName = (first: File) => `${first.name.replace(/\.[^.]*$/, '') || 'document'}.pdf`;

/** The joining code (pdf-lib, some 200 KB): fetched once a second page is chosen, ready by the time it is sent. */
export const loadJoinPages = () => import('@/modules/uploads/utils/join-pages');

export type DocumentToSend = { file: File } | { error: DocumentFileError };

/**
 * The one file sent for a document: its only page as it is, or its pages joined into one PDF
 * (join-pages.ts, loaded now), which must still be within the upload limit.
 */
export async function documentToSend(pages: DocumentPages): Promise<DocumentToSend> {
  const [first] = pages;
  if (!first) throw new Error('A document without pages is never sent');
  if (pages.length === 1) return { file: first };
  try {
    const { joinPages } = await loadJoinPages();
    const file = await joinPages(pages, pdfName(first));
    return file.size > UPLOAD_MAX_BYTES ? { error: 'FILE_TOO_LARGE' } : { file };
  } catch {
    return { error: 'PAGES_NOT_JOINED' };
  }
}
