import { imageSize } from 'image-size';
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE_PIXELS } from '@bourses/common/limits';
import { AppError } from '../http/app-error.ts';

/** The image's pixel size read from its header, without decoding it; undefined when unreadable. */
function pixelSize(content: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(content);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Refuses (400, naming the form field) an image whose header has no readable size or announces
 * more pixels than a visitor's browser should be asked to decode: a few bytes can claim 60000×60000.
 */
export function assertDecodableSize(content: Buffer, field: string): void {
  const size = pixelSize(content);
  if (!size)
    throw new AppError(400, 'IMAGE_UNREADABLE', { fields: { [field]: { key: 'IMAGE_UNREADABLE' } } });
  const tooLarge =
    size.width > IMAGE_MAX_SIDE_PIXELS ||
    size.height > IMAGE_MAX_SIDE_PIXELS ||
    size.width * size.height > IMAGE_MAX_MEGAPIXELS * 1_000_000;
  if (!tooLarge) return;
  const params = { maxSide: IMAGE_MAX_SIDE_PIXELS, maxMegapixels: IMAGE_MAX_MEGAPIXELS };
  throw new AppError(400, 'IMAGE_DIMENSIONS_TOO_LARGE', {
    params,
    fields: { [field]: { key: 'IMAGE_DIMENSIONS_TOO_LARGE', params } },
  });
}
