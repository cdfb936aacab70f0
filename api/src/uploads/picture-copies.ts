import { IMAGE_MAX_MEGAPIXELS } from '@bourses/common/limits';
import { AppError } from '../http/app-error.ts';
import type { CheckedFile } from './upload.ts';
import { loadSharp } from './load-sharp.ts';

/** The widths a picture is resized to for `srcset` (cards ~400 px wide, the detail page up to ~800, at 1-3× density). */
export const PICTURE_WIDTHS = [400, 800, 1200] as const;

/**
 * Encodings of every copy, most compact first. AVIF at effort 2 is about 35-40% smaller than WebP
 * at the same widths for about four times WebP's encode time (a few seconds once per upload, see
 * docs/architecture.md); WebP is what a browser without AVIF takes, and the picture's own file.
 */
const ENCODINGS = [
  { mimeType: 'image/avif', extension: 'avif', options: { format: 'avif', quality: 50, effort: 2 } },
  { mimeType: 'image/webp', extension: 'webp', options: { format: 'webp', quality: 75 } },
] as const;

export type PictureMimeType = (typeof ENCODINGS)[number]['mimeType'];
export const PICTURE_MIME_TYPES: readonly PictureMimeType[] = ENCODINGS.map((encoding) => encoding.mimeType);

/** One resized, re-encoded copy of an uploaded picture (its metadata, GPS position included, left out). */
export interface PictureCopy extends CheckedFile {
  mimeType: PictureMimeType;
  width: number;
  height: number;
}

/**
 * The widths to make for a picture `sourceWidth` pixels wide: never wider than the source (no
 * upscaling), and no copy within 10% of the widest one (it would cost bytes for nothing).
 */
export function pictureWidths(sourceWidth: number): number[] {
  const widest = Math.min(sourceWidth, Math.max(...PICTURE_WIDTHS));
  return [...PICTURE_WIDTHS.filter((width) => width < widest * 0.9), widest];
}

/** An image that does not decode (truncated, corrupt): a coded 400 naming the form field. */
export const undecodableImage = (field: string) =>
  new AppError(400, 'IMAGE_UNDECODABLE', { fields: { [field]: { key: 'IMAGE_UNDECODABLE' } } });


/**
 * Decodes a checked image once (turned upright from its EXIF orientation) and answers its copies:
 * every width of `pictureWidths` in every encoding, the widest WebP first. An image that does not
 * decode (truncated, corrupt) is refused with a coded 400 naming the form field.
 */
export async function makePictureCopies(file: CheckedFile, field: string): Promise<PictureCopy[]> {
  const sharp = await loadSharp();
  const decoded = await sharp(file.content, { limitInputPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000 })
    .rotate()
    .resize({ width: Math.max(...PICTURE_WIDTHS), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw undecodableImage(field);
    });
  const { width: sourceWidth, height: sourceHeight, channels } = decoded.info;
  const baseName = file.originalName.replace(/\.[^.]*$/, '');
  const copies: PictureCopy[] = [];
  for (const width of pictureWidths(sourceWidth).reverse()) {
    for (const encoding of [...ENCODINGS].reverse()) {
      const { data, info } = await sharp(decoded.data, { raw: { width: sourceWidth, height: sourceHeight, channels } })
        .resize({ width })
        .toFormat(encoding.options.format, encoding.options)
        .toBuffer({ resolveWithObject: true });
      copies.push({
        content: data,
        mimeType: encoding.mimeType,
        extension: encoding.extension,
        originalName: `${baseName}-${info.width}.${encoding.extension}`,
        width: info.width,
        height: info.height,
      });
    }
  }
  return copies;
}
