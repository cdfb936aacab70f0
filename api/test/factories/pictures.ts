import sharp from 'sharp';

/**
 * A photo-like picture of that size (a diagonal gradient with a disc, so that it is not one flat
 * colour), encoded as asked; `orientation` writes the EXIF tag a phone sets when held sideways.
 */
export async function pictureOf(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  { orientation }: { orientation?: number } = {},
): Promise<Buffer> {
  const drawing = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0b6e4f"/><stop offset="1" stop-color="#f4d35e"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#c1121f"/>
    </svg>`,
  );
  const image = sharp(drawing).toFormat(format);
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/**
 * A phone camera's photo of a paper receipt: `width`×`height`, grainy as a sensor is (so that it
 * weighs what a real one does: 4000×3000 is about 7 MB), held sideways (EXIF orientation 6: the
 * picture is upright once turned a quarter clockwise), with the place it was taken in its EXIF.
 */
export async function phonePhotoOf(width: number, height: number, quality = 95): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const grain = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 70;
  };
  for (let y = 0; y < height; y += 1) {
    // Dark lines of "text" across the paper, every 120 rows.
    const line = y % 120 < 6 ? -150 : 0;
    for (let x = 0; x < width; x += 1) {
      const paper = 200 + (x / width) * 40 - (y / height) * 30;
      const value = Math.max(0, Math.min(255, paper + grain() + (x > width / 10 && x < width * 0.9 ? line : 0)));
      pixels.set([value, value - 5, value - 12], (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 35/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '7/1 36/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** What a stored picture is: its format, size and EXIF (undefined once stripped). */
export const pictureMetadata = (bytes: Buffer) => sharp(bytes).metadata();

/** A picture of pure noise, which no encoder can make smaller: a PNG of about 3 bytes a pixel. */
export function noisePngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
