// Loaded only when a photo is chosen (prepare-document.ts): no page pays for it before.

/** A photo's longest side once shrunk: a receipt stays readable, at a tenth of a phone camera's bytes. */
const PHOTO_MAX_SIDE = 2000;
const JPEG_QUALITY = 0.8;

const asJpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * A photo as it is sent: turned upright from its EXIF orientation, its longest side at most
 * PHOTO_MAX_SIDE, re-encoded as JPEG, which leaves every metadata behind (the place it was taken).
 */
export async function shrinkPhoto(photo: File): Promise<File> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser');
    // A PNG's transparent parts become white paper, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!jpeg) throw new Error('The photo could not be encoded');
    return new File([jpeg], asJpegName(photo.name), { type: 'image/jpeg', lastModified: photo.lastModified });
  } finally {
    bitmap.close();
  }
}
