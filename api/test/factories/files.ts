import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * A one-page PDF that a viewer opens. A broken one made Chromium's viewer (the staff's receipt
 * preview, in the e2e tests) show an error dialog, which took the focus from the page mid-typing.
 */
function onePagePdf(padding?: Buffer): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  if (padding) objects.push(`<< /Length ${padding.length} >>\nstream\n${padding.toString('latin1')}\nendstream`);
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * A valid one-page PDF of exactly `size` bytes, filled by a stream of random bytes that no page
 * shows: a lost or changed byte shows, and the upload's PDF parser reads it as any PDF.
 */
export function pdfOfSize(size: number): Buffer {
  let paddingLength = size - onePagePdf(Buffer.alloc(0)).length;
  // The stream's /Length and the startxref offset take more digits as the padding grows.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const pdf = onePagePdf(randomBytes(paddingLength));
    if (pdf.length === size) return pdf;
    paddingLength += size - pdf.length;
  }
  throw new Error(`No PDF of exactly ${size} bytes`);
}

// Smallest valid files of each kind: recognised by their magic bytes, and opened by a reader (the
// upload parses PDFs and re-encodes images, api/src/uploads/document-content.ts).
export const PDF_FILE = onePagePdf();
export const PNG_FILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** One beige pixel, as sharp writes it. */
export const JPEG_FILE = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAQL/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCyAQX/2Q==',
  'base64',
);
/** A JPEG's start (SOI, a JFIF header) and end with no picture between: nothing can read its size. */
export const JPEG_WITHOUT_PICTURE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
/** A Windows executable (MZ header), to be renamed receipt.pdf by a test. */
export const EXE_FILE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG that announces `width`×`height` pixels in its header (no pixel data: nothing decodes it). */
export function pngOfSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits a channel
  header.writeUInt8(6, 9); // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
