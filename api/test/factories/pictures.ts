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
