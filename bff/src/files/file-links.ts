// Browser-facing addresses of the private files, served by the bff's file routes (file-routes.ts).
// They are relative: the bff serves the web client, so they resolve against the same origin.

export const FILES_PREFIX = '/files';

import { coverOf, coverPath } from '../covers/default-cover.ts';

export const applicationReceiptLink = (applicationId: number | string) => `${FILES_PREFIX}/applications/${applicationId}/receipt`;

/** What a student sent for one item of a correction request (the student and staff). */
export const correctionItemFileLink = (requestId: string, itemId: string) => `${FILES_PREFIX}/corrections/${requestId}/items/${itemId}`;

/** A file of a message (the conversation's student and staff). */
export const messageAttachmentLink = (conversationId: string, attachmentId: string) =>
  `${FILES_PREFIX}/conversations/${conversationId}/attachments/${attachmentId}`;

/** An official document's PDF (the student and staff): receipts, proofs of submission, decision letters. */
export const officialDocumentLink = (documentId: string) => `${FILES_PREFIX}/documents/${documentId}`;

/** The signed-in user's own data as one zip (law 09-08): the api answers for the token's owner only. */
export const DATA_EXPORT_LINK = `${FILES_PREFIX}/me/data-export`;

export type UserDocument = 'payment-receipt' | 'service-contract';

export const userDocumentLink = (userId: string, document: UserDocument) => `${FILES_PREFIX}/users/${userId}/${document}`;

const API_IMAGE_PATH = /^\/api\/scholarships\/(\d+)\/image(\/\d+\.(?:webp|avif))?(\?[\w=&.-]*)?$/;

/**
 * The api's image path (the picture, or one of its copies) becomes the bff's; an external address
 * stays; none gives the country's default cover.
 */
export function scholarshipImageLink(upstreamImageUrl: string | null | undefined, country: string): string {
  if (!upstreamImageUrl) return coverPath(coverOf(country));
  const match = API_IMAGE_PATH.exec(upstreamImageUrl);
  if (match) return `${FILES_PREFIX}/scholarships/${match[1]}/image${match[2] ?? ''}${match[3] ?? ''}`;
  return upstreamImageUrl;
}
