/** How a private file may be shown in the page: in the browser's PDF viewer, as a picture, or not at all. */
export type FilePreview = 'pdf' | 'image' | null;

// The types the api serves documents in, judged from their bytes at upload.
const PREVIEWS: Record<string, Exclude<FilePreview, null>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
};

/**
 * The blob to make an object URL of, under the type the api confirmed. A blob: URL shares the
 * page's origin, so what it shows must run nothing of its own: a PDF (the api refuses those with
 * active content) or a picture. Any other type becomes bytes to save, never a page to render
 * (docs/security.md, "Downloads").
 */
export function previewableFile(blob: Blob): { blob: Blob; preview: FilePreview } {
  const type = blob.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const preview = PREVIEWS[type] ?? null;
  return { blob: new Blob([blob], { type: preview ? type : 'application/octet-stream' }), preview };
}
