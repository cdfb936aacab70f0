import { createHash } from 'node:crypto';
import { IMAGE_MAX_MEGAPIXELS } from '@bourses/common/limits';
import { loadSharp } from '../uploads/load-sharp.ts';

// What lets the platform notice one payment receipt sent for two payments: the SHA-256 of the
// bytes finds the same file sent twice, and a perceptual hash of an image finds a copy of it that
// was re-encoded, resized or brightened on its way (a phone's share sheet, a messaging app).

/** A receipt's fingerprint: `imageHash` is 16 hex digits, null when the file is not a decodable image. */
export interface ReceiptFingerprint {
  sha256: string;
  imageHash: string | null;
}

/**
 * The most bits two image hashes may differ by and still be called similar. Copies of one receipt
 * (JPEG quality 25 to 60, half or quarter size, PNG, WebP, 10% brighter or darker) differ by 0 to
 * 2 bits and receipts of another layout by 16 or more (the tests hold copies within 5 and another
 * layout past 10); 10 also covers what a forwarded copy may add, as a 2% crop or a 2° turn
 * (8 to 10 bits in trials). Receipts printed from one template that differ only in amount,
 * reference and date differ by 2 to 8 bits too: 64 bits see a receipt's layout, not its figures,
 * so "similar" is a warning for staff to compare the two, never a refusal.
 */
export const SIMILAR_IMAGE_MAX_DISTANCE = 10;

const HASHED_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);
const IMAGE_HASH_PATTERN = /^[0-9a-f]{16}$/;

// A DCT perceptual hash (pHash, as the ImageHash library computes it) rather than a difference
// hash: on generated receipts, mostly blank paper, a dHash's neighbouring cells are so close that
// re-encoding flips up to 7 bits, where pHash flips 0 to 2 and keeps other layouts further away.
const SAMPLE_SIDE = 32;
const HASH_SIDE = 8;
const COSINES = Array.from({ length: HASH_SIDE }, (_, frequency) =>
  Array.from({ length: SAMPLE_SIDE }, (_, position) =>
    Math.cos(((2 * position + 1) * frequency * Math.PI) / (2 * SAMPLE_SIDE)),
  ),
);

/**
 * The image turned upright, its transparency laid on white, in grey, squeezed to 32×32 whatever
 * its proportions; null when it does not decode (garbage or a truncated file named as an image).
 */
async function greySample(bytes: Buffer): Promise<{ data: Buffer; channels: number } | null> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000 })
      .rotate()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, channels: info.channels };
  } catch {
    return null;
  }
}

/** The 8×8 lowest frequencies of the sample's cosine transform, one bit each: above their median or not. */
function perceptualHash({ data, channels }: { data: Buffer; channels: number }): string {
  const pixel = (x: number, y: number) => data[(y * SAMPLE_SIDE + x) * channels] ?? 0;
  const rowSums = Array.from({ length: SAMPLE_SIDE }, (_, y) =>
    COSINES.map((cosine) => cosine.reduce((sum, weight, x) => sum + weight * pixel(x, y), 0)),
  );
  const coefficients: number[] = [];
  for (const verticalCosine of COSINES) {
    for (let horizontal = 0; horizontal < HASH_SIDE; horizontal += 1) {
      coefficients.push(
        verticalCosine.reduce((sum, weight, y) => sum + weight * (rowSums[y]?.[horizontal] ?? 0), 0),
      );
    }
  }
  const sorted = coefficients.toSorted((a, b) => a - b);
  const median = ((sorted[31] ?? 0) + (sorted[32] ?? 0)) / 2;
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return hash.toString(16).padStart(16, '0');
}

/**
 * The fingerprint of a receipt whose type the upload already checked. A PDF (or any type but
 * JPEG, PNG and WebP) gets no image hash: only its exact bytes can be matched. A file named as an
 * image that does not decode gets none either, rather than an error: it is still a receipt that
 * staff will look at, and its bytes still match an exact copy.
 */
export async function receiptFingerprint(bytes: Buffer, mimeType: string): Promise<ReceiptFingerprint> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const sample = HASHED_IMAGE_TYPES.has(mimeType) ? await greySample(bytes) : null;
  return { sha256, imageHash: sample ? perceptualHash(sample) : null };
}

/** How many of the 64 bits two image hashes differ by (their Hamming distance). */
export function imageHashDistance(a: string, b: string): number {
  if (!IMAGE_HASH_PATTERN.test(a) || !IMAGE_HASH_PATTERN.test(b)) {
    throw new RangeError(`Not two image hashes: "${a}", "${b}"`);
  }
  let distance = 0;
  for (let bits = BigInt(`0x${a}`) ^ BigInt(`0x${b}`); bits !== 0n; bits &= bits - 1n) distance += 1;
  return distance;
}

/** Whether two image hashes are those of one picture, however re-encoded, resized or brightened. */
export function areSimilarImages(a: string, b: string): boolean {
  return imageHashDistance(a, b) <= SIMILAR_IMAGE_MAX_DISTANCE;
}
