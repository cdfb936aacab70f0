// Browser-facing addresses of the private files, served by the bff's file routes (file-routes.ts).
// They are relative: the bff serves the web client, so they resolve against the same origin.

export const FILES_PREFIX = '/files';

/** Shown when a scholarship has no picture. */
export const DEFAULT_SCHOLARSHIP_IMAGE = '/static/default-scholarship.svg';

export const applicationReceiptLink = (applicationId: number | string) => `${FILES_PREFIX}/applications/${applicationId}/receipt`;

export type UserDocument = 'payment-receipt' | 'service-contract';

export const userDocumentLink = (userId: string, document: UserDocument) => `${FILES_PREFIX}/users/${userId}/${document}`;

const API_IMAGE_PATH = /^\/api\/scholarships\/(\d+)\/image(\?[\w=&.-]*)?$/;

/** The api's image path becomes the bff's; an external address stays; none gives the default picture. */
export function scholarshipImageLink(upstreamImageUrl: string | null | undefined): string {
  if (!upstreamImageUrl) return DEFAULT_SCHOLARSHIP_IMAGE;
  const match = API_IMAGE_PATH.exec(upstreamImageUrl);
  if (match) return `${FILES_PREFIX}/scholarships/${match[1]}/image${match[2] ?? ''}`;
  return upstreamImageUrl;
}
