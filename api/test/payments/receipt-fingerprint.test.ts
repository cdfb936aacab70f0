import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  SIMILAR_IMAGE_MAX_DISTANCE,
  areSimilarImages,
  imageHashDistance,
  receiptFingerprint,
} from '#api/payments/receipt-fingerprint.ts';
import { AGENCY_RECEIPT, photographedReceipt, receiptSvg, TRANSFER_NOTICE } from '../factories/receipts.ts';

/** The image hash of an image, failing the test when there is none. */
async function imageHashOf(bytes: Buffer, mimeType = 'image/jpeg'): Promise<string> {
  const { imageHash } = await receiptFingerprint(bytes, mimeType);
  if (imageHash === null) throw new Error(`No image hash for a ${mimeType}`);
  return imageHash;
}

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('receiptFingerprint', () => {
  it('gives the same file the same SHA-256, and its hex digest', async () => {
    const receipt = await photographedReceipt(AGENCY_RECEIPT, 1);

    const first = await receiptFingerprint(receipt, 'image/jpeg');
    const again = await receiptFingerprint(Buffer.from(receipt), 'image/jpeg');
    const abc = await receiptFingerprint(Buffer.from('abc'), 'application/pdf');

    expect(again).toEqual(first);
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(first.imageHash).toMatch(/^[0-9a-f]{16}$/);
    // FIPS 180-2's test vector.
    expect(abc.sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('finds a receipt re-encoded at JPEG quality 60 and half its size similar, not identical', async () => {
    const receipt = await photographedReceipt(AGENCY_RECEIPT, 1);
    const smaller = await sharp(receipt).resize({ width: 400 }).jpeg({ quality: 60 }).toBuffer();

    const original = await receiptFingerprint(receipt, 'image/jpeg');
    const copy = await receiptFingerprint(smaller, 'image/jpeg');

    expect(copy.sha256).not.toBe(original.sha256);
    expect(areSimilarImages(await imageHashOf(receipt), await imageHashOf(smaller))).toBe(true);
  });

  it('finds a receipt brightened, darkened or sent as a thumbnail, a PNG or a WebP similar', async () => {
    const receipt = await photographedReceipt(AGENCY_RECEIPT, 1);
    const copies = {
      'image/jpeg': [
        await sharp(receipt).modulate({ brightness: 1.1 }).jpeg({ quality: 85 }).toBuffer(),
        await sharp(receipt).linear(1, 20).jpeg({ quality: 85 }).toBuffer(),
        await sharp(receipt).resize({ width: 200 }).jpeg({ quality: 40 }).toBuffer(),
        await sharp(receipt).jpeg({ quality: 25 }).toBuffer(),
      ],
      'image/png': [await sharp(receipt).modulate({ brightness: 0.9 }).png().toBuffer()],
      'image/webp': [await sharp(receipt).webp({ quality: 50 }).toBuffer()],
    };
    const original = await imageHashOf(receipt);

    for (const [mimeType, images] of Object.entries(copies)) {
      for (const image of images) {
        const distance = imageHashDistance(original, await imageHashOf(image, mimeType));
        // Copies land far inside the threshold, which leaves room for what these tests do not make.
        expect(distance, mimeType).toBeLessThanOrEqual(SIMILAR_IMAGE_MAX_DISTANCE / 2);
      }
    }
  });

  it('finds the same receipt photographed twice, grain apart, similar', async () => {
    const first = await imageHashOf(await photographedReceipt(AGENCY_RECEIPT, 1));
    const second = await imageHashOf(await photographedReceipt(AGENCY_RECEIPT, 2));

    expect(areSimilarImages(first, second)).toBe(true);
  });

  it('does not find receipts of another layout similar', async () => {
    const agencyReceipt = await imageHashOf(await photographedReceipt(AGENCY_RECEIPT, 1));
    const transferNotice = await imageHashOf(await photographedReceipt(TRANSFER_NOTICE, 1));
    const shorterReceipt = await imageHashOf(
      await photographedReceipt({ ...AGENCY_RECEIPT, rowWidths: [300, 220, 340] }, 3),
    );

    expect(areSimilarImages(agencyReceipt, transferNotice)).toBe(false);
    expect(areSimilarImages(agencyReceipt, shorterReceipt)).toBe(false);
    expect(imageHashDistance(agencyReceipt, transferNotice)).toBeGreaterThan(2 * SIMILAR_IMAGE_MAX_DISTANCE);
  });

  it('turns a phone photo upright from its EXIF orientation before hashing it', async () => {
    const receipt = await photographedReceipt(AGENCY_RECEIPT, 1);
    // Stored sideways, with orientation 6 telling viewers to turn it a quarter clockwise.
    const sideways = await sharp(receipt).rotate(270).withMetadata({ orientation: 6 }).jpeg().toBuffer();

    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    expect(areSimilarImages(await imageHashOf(receipt), await imageHashOf(sideways))).toBe(true);
  });

  it('hashes a receipt on a transparent background as if laid on white paper', async () => {
    const transparent = await sharp(Buffer.from(receiptSvg(AGENCY_RECEIPT, 'none')))
      .png()
      .toBuffer();
    const onPaper = await sharp(Buffer.from(receiptSvg(AGENCY_RECEIPT, '#ffffff')))
      .png()
      .toBuffer();

    const distance = imageHashDistance(
      await imageHashOf(transparent, 'image/png'),
      await imageHashOf(onPaper, 'image/png'),
    );

    expect(distance).toBeLessThanOrEqual(SIMILAR_IMAGE_MAX_DISTANCE / 2);
  });

  it('gives a PDF only its SHA-256', async () => {
    const fingerprint = await receiptFingerprint(MINIMAL_PDF, 'application/pdf');

    expect(fingerprint.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint.imageHash).toBeNull();
  });

  it('gives a file named as an image that does not decode no image hash, without an error', async () => {
    const receipt = await photographedReceipt(AGENCY_RECEIPT, 1);
    const garbage = Buffer.from('this is not a picture of a receipt at all'.repeat(20));

    for (const mimeType of ['image/jpeg', 'image/png', 'image/webp']) {
      await expect(receiptFingerprint(garbage, mimeType)).resolves.toMatchObject({ imageHash: null });
    }
    const truncated = await receiptFingerprint(receipt.subarray(0, receipt.length / 2), 'image/jpeg');
    expect(truncated).toMatchObject({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), imageHash: null });
    // The PDF named as a PNG: not a picture either.
    await expect(receiptFingerprint(MINIMAL_PDF, 'image/png')).resolves.toMatchObject({ imageHash: null });
  });
});

describe('imageHashDistance', () => {
  it('counts the bits two hashes differ by', () => {
    expect(imageHashDistance('0123456789abcdef', '0123456789abcdef')).toBe(0);
    expect(imageHashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(imageHashDistance('0000000000000001', '8000000000000000')).toBe(2);
    expect(imageHashDistance('00000000000000ff', '000000000000000f')).toBe(4);
    expect(imageHashDistance('0f0f0f0f0f0f0f0f', 'f0f0f0f0f0f0f0f0')).toBe(64);
  });

  it('draws the line of similarity at the threshold', () => {
    const base = '0000000000000000';
    const atThreshold = (2n ** BigInt(SIMILAR_IMAGE_MAX_DISTANCE) - 1n).toString(16).padStart(16, '0');
    const pastIt = (2n ** BigInt(SIMILAR_IMAGE_MAX_DISTANCE + 1) - 1n).toString(16).padStart(16, '0');

    expect(areSimilarImages(base, atThreshold)).toBe(true);
    expect(areSimilarImages(base, pastIt)).toBe(false);
  });

  it('refuses what is not a hash', () => {
    expect(() => imageHashDistance('0123', '0123456789abcdef')).toThrow(RangeError);
    expect(() => imageHashDistance('0123456789ABCDEF', '0123456789abcdef')).toThrow(RangeError);
    expect(() => imageHashDistance('0123456789abcdeg', '0123456789abcdef')).toThrow(RangeError);
  });
});
