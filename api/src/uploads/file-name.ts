/**
 * The uploaded name without any folder part, letters, digits and `._ -` only, 120 characters at
 * most (empty when nothing is left): what a download's file name and the audit log may show.
 */
export function safeFileName(file: Express.Multer.File): string {
  const baseName = file.originalname.split(/[\\/]/).pop() ?? '';
  return baseName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120);
}
