import { PDF_FILE, PNG_FILE } from '@bourses/api/test/factories/files';
import { pictureOf } from '@bourses/api/test/factories/pictures';
import type { TestFile } from '../test-platform.ts';

/** A receipt for the `receipt` variable (or another path). */
export const pdfAt = (path: string, name = 'recu-paiement.pdf'): TestFile => ({ path, name, content: PDF_FILE, type: 'application/pdf' });

export const pngAt = (path: string, name = 'image.png'): TestFile => ({ path, name, content: PNG_FILE, type: 'image/png' });

/** A photo 850×425 (JPEG) for a scholarship's `image`. */
export const photoAt = async (path: string, name = 'campus.jpg'): Promise<TestFile> => ({
  path,
  name,
  content: await pictureOf(850, 425),
  type: 'image/jpeg',
});
