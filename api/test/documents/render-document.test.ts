import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bourses/common/languages';
import { renderDocumentPdf } from '#api/documents/pdf/render-document.ts';
import { DOCUMENT_KINDS, SAMPLE, sampleDocument } from './document-samples.ts';
import { extractImages, extractText, listFonts, qpdfCheck, renderFirstPage } from './poppler.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-artifacts/documents');

// pdftotext marks each run of another direction with embeddings (U+202A…U+202E); the words between
// them, punctuation aside, are what a reader copying the text gets.
const words = (text: string) =>
  text
    .replace(/[\u202A-\u202E]/g, ' ')
    .split(/[\s،؛.:,]+/)
    .filter((word) => word !== '');

describe('renderDocumentPdf', () => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(DOCUMENT_KINDS)(
      'draws a %s that qpdf accepts, with embedded fonts and its text',
      async (kind) => {
        const content = sampleDocument(language, kind);

        const pdf = await renderDocumentPdf(content);

        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(await qpdfCheck(pdf)).toContain('No syntax or stream encoding errors found');
        const fonts = await listFonts(pdf);
        expect(fonts.length).toBeGreaterThan(0);
        expect(fonts.every((font) => font.embedded && font.subset)).toBe(true);
        expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(
          expect.arrayContaining(
            language === 'ar'
              ? ['Amiri-Regular', 'Amiri-Bold', 'NotoSans-Regular']
              : ['NotoSans-Regular', 'NotoSans-Bold'],
          ),
        );
        const text = words(await extractText(pdf));
        for (const expected of [
          content.title,
          content.issuer.name,
          SAMPLE.holder,
          SAMPLE.verificationCode,
          content.verification.url,
        ]) {
          expect(text.join(' ')).toContain(words(expected).join(' '));
        }
      },
    );
  });

  it('gives Arabic words in reading order, with Latin names, references and amounts where they stand', async () => {
    const pdf = await renderDocumentPdf(sampleDocument('ar', 'decision-letter'));

    const text = words(await extractText(pdf)).join(' ');

    expect(text).toContain(SAMPLE.arabicScholarship);
    expect(text).toContain(words(SAMPLE.arabicFeedback).join(' '));
    expect(text).toContain('نهنئكم يا Salma Alaoui بقبول ترشيحكم');
    expect(text).toContain('هو B7K2M9QX بمبلغ 1250 درهم');
  });

  it('keeps every letter in the text layer whatever the documents drawn before ("É" is drawn with "E")', async () => {
    const french = sampleDocument('fr', 'payment-receipt');
    await renderDocumentPdf({ ...french, rows: [{ label: 'École', value: 'ÉTÉ ÉLÈVE' }] });
    const arabic = sampleDocument('ar', 'payment-receipt');
    const rows = arabic.rows.map((row) =>
      row.value === SAMPLE.reference ? { ...row, value: 'B0ETHRC4' } : row,
    );

    const text = words(await extractText(await renderDocumentPdf({ ...arabic, rows })));

    expect(text).toContain('B0ETHRC4');
  });

  it('keeps page 1 of each Arabic document as a picture for a person to look at', async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    for (const kind of DOCUMENT_KINDS) {
      const file = path.join(ARTIFACTS, `${kind}-ar.png`);

      await renderFirstPage(await renderDocumentPdf(sampleDocument('ar', kind)), file);

      const { data, info } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
      // A4 at 80 dpi, rounded up.
      expect([info.width, info.height]).toEqual([662, 936]);
      // Set from the right: the platform's name and address, above the rule, are all on the right half.
      let leftmostInk = info.width;
      for (let y = 40; y < 120; y += 1) {
        for (let x = 0; x < info.width; x += 1)
          if ((data[y * info.width + x] ?? 255) < 128) leftmostInk = Math.min(leftmostInk, x);
      }
      expect(leftmostInk).toBeGreaterThan(info.width / 2);
    }
  });

  it('draws a QR code of the verification page', async () => {
    const content = sampleDocument('fr', 'payment-receipt');

    const [image, ...others] = await extractImages(await renderDocumentPdf(content));

    expect(others).toEqual([]);
    // No QR decoder here: the image's modules are read and compared with the URL's own code.
    const expected = QRCode.create(content.verification.url, { errorCorrectionLevel: 'M' }).modules;
    const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
    const moduleSize = info.width / expected.size;
    expect(info.width).toBe(info.height);
    expect(Number.isInteger(moduleSize)).toBe(true);
    const dark: boolean[] = [];
    for (let row = 0; row < expected.size; row += 1) {
      for (let column = 0; column < expected.size; column += 1) {
        const centre =
          Math.floor((row + 0.5) * moduleSize) * info.width + Math.floor((column + 0.5) * moduleSize);
        dark.push((data[centre] ?? 255) < 128);
      }
    }
    expect(dark).toEqual(Array.from(expected.data, Boolean));
  });

  it('gives the same bytes for the same content, other bytes for another issue date', async () => {
    const content = sampleDocument('ar', 'proof-of-submission');

    const [first, second, later] = await Promise.all([
      renderDocumentPdf(content),
      renderDocumentPdf(content),
      renderDocumentPdf({ ...content, issuedAt: new Date('2025-03-13T09:00:00Z') }),
    ]);

    expect(first.equals(second)).toBe(true);
    expect(first.equals(later)).toBe(false);
  });
});
