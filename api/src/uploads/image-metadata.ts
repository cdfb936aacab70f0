import { IMAGE_MAX_MEGAPIXELS } from '@bourses/common/limits';
import type { CheckedFile } from './upload.ts';
import { assertDecodableSize } from './image-dimensions.ts';
import { loadSharp } from './load-sharp.ts';
import { undecodableImage } from './picture-copies.ts';

// A phone's photo of a receipt carries where it was taken (EXIF GPS), the camera's serial number and
// more (XMP, ICC profile, comments): documents are kept and shown without them (docs/security.md).

/** JPEG quality of the re-encoded photo: a receipt's small print stays legible. */
const JPEG_QUALITY = 90;

/**
 * The JPEG or PNG turned upright from its EXIF orientation (a receipt photographed sideways is read
 * upright) and written again without any metadata, in its own format; other files as they came.
 * An image that does not decode is refused: nothing of it could be cleaned.
 */
export async function withoutImageMetadata(file: CheckedFile, field: string): Promise<CheckedFile> {
  if (file.mimeType !== 'image/jpeg' && file.mimeType !== 'image/png') return file;
  assertDecodableSize(file.content, field);
  const sharp = await loadSharp();
  // sharp writes no metadata unless told to (`withMetadata`, `keepExif`...): none is asked here.
  const upright = sharp(file.content, { limitInputPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000 }).rotate();
  const encoded = file.mimeType === 'image/jpeg' ? upright.jpeg({ quality: JPEG_QUALITY }) : upright.png();
  const content = await encoded.toBuffer().catch(() => {
    throw undecodableImage(field);
  });
  return { ...file, content };
}
