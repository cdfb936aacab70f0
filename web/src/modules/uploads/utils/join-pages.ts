import { PageSizes, PDFDocument } from '@cantoo/pdf-lib';

// Several pages of one document (a receipt of two pages, photographed page by page) made into the
// one PDF the platform takes, in the order the student sees them. Loaded only when a document has
// a second page (document-pages.ts).

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
const PDF = [0x25, 0x50, 0x44, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47];

/** A photo on an A4 page turned its way, as large as the page allows, kept at its own resolution. */
async function addPhotoPage(pdf: PDFDocument, bytes: Uint8Array) {
  const image = startsWith(bytes, PNG) ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  const [short, long] = PageSizes.A4;
  const [width, height] = image.width > image.height ? [long, short] : [short, long];
  const scale = Math.min(width / image.width, height / image.height);
  const [drawnWidth, drawnHeight] = [image.width * scale, image.height * scale];
  pdf.addPage([width, height]).drawImage(image, {
    x: (width - drawnWidth) / 2,
    y: (height - drawnHeight) / 2,
    width: drawnWidth,
    height: drawnHeight,
  });
}

/** The pages (photos, or PDFs whose pages are all taken) as one PDF named `name`. */
export async function joinPages(pages: readonly File[], name: string): Promise<File> {
  const pdf = await PDFDocument.create();
  for (const page of pages) {
    const bytes = new Uint8Array(await page.arrayBuffer());
    if (startsWith(bytes, PDF)) {
      const source = await PDFDocument.load(bytes);
      for (const copied of await pdf.copyPages(source, source.getPageIndices())) pdf.addPage(copied);
    } else {
      await addPhotoPage(pdf, bytes);
    }
  }
  const joined = await pdf.save();
  return new File([new Uint8Array(joined)], name, { type: 'application/pdf' });
}
