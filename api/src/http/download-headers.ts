import type { Response } from 'express';

/** A file sent for the browser to save, never to show (docs/security.md, "Downloads"). */
export interface Download {
  /** The name offered, extension included, written by the server: never a name a user sent. Any script. */
  fileName: string;
  /** The name for clients that do not read `filename*`; by default fileName without accents or other letters. */
  asciiFileName?: string;
  contentType: string;
}

/** Letters without their accents, anything else outside [A-Za-z0-9._-] a dash: `reçu de paiement` → `recu-de-paiement`. */
function asciiOf(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+(?=\.)|^[-.]+|-+$/g, '');
}

/** RFC 8187's ext-value, as RFC 6266 reads it in `filename*`: UTF-8, each byte outside attr-char percent-encoded. */
const extValue = (fileName: string) =>
  `UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** RFC 6266: the ASCII `filename` first for older clients, then `filename*`, which readers of both prefer. */
function attachmentDisposition({
  fileName,
  asciiFileName,
}: Pick<Download, 'fileName' | 'asciiFileName'>): string {
  const ascii = asciiOf(asciiFileName ?? fileName);
  // Only an extension left (a name in Arabic script): a neutral stem keeps the type.
  const fallback = /^[^.]/.test(ascii) ? ascii : `download${ascii}`;
  return `attachment; filename="${fallback}"; filename*=${extValue(fileName)}`;
}

/**
 * The headers of every download (stored documents, the data export, staff exports): saved rather
 * than opened, never sniffed into another type, no script even when opened (the CSP sandbox), and
 * kept by no cache, as each is one person's or staff-only.
 */
export function setDownloadHeaders(res: Response, download: Download): void {
  res.set({
    'Content-Type': download.contentType,
    'Content-Disposition': attachmentDisposition(download),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'no-store',
  });
}
