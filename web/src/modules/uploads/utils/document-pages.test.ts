import { PDFDocument } from '@cantoo/pdf-lib';
import { pictureOf } from '@bourses/api/test/factories/pictures';
import { describe, expect, it } from 'vitest';
import { documentToSend } from '@/modules/uploads/utils/document-pages';

const A4 = { width: 595.28, height: 841.89 };

async function twoPagePdf(): Promise<File> {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 400]);
  pdf.addPage([400, 300]);
  return new File([new Uint8Array(await pdf.save())], 'recu-banque.pdf', { type: 'application/pdf' });
}

const sizeOf = (page: { getSize: () => { width: number; height: number } }) => {
  const { width, height } = page.getSize();
  return { width: Math.round(width), height: Math.round(height) };
};

describe('a document of several pages', () => {
  it('goes as its only page when it has one', async () => {
    const photo = new File([new Uint8Array(await pictureOf(40, 30))], 'IMG_0412.jpg', { type: 'image/jpeg' });
    expect(await documentToSend([photo])).toEqual({ file: photo });
  });

  it('is one PDF of its pages in the order shown: a photo on an A4 page turned its way, then every page of a PDF', async () => {
    const landscape = new File([new Uint8Array(await pictureOf(400, 300))], 'IMG_0412.jpg', { type: 'image/jpeg' });
    const portrait = new File([new Uint8Array(await pictureOf(300, 400, 'png'))], 'IMG_0413.png', { type: 'image/png' });

    const sent = await documentToSend([landscape, await twoPagePdf(), portrait]);
    if (!('file' in sent)) throw new Error(`not joined: ${sent.error}`);
    const joined = await PDFDocument.load(new Uint8Array(await sent.file.arrayBuffer()));

    expect([sent.file.name, sent.file.type]).toEqual(['IMG_0412.pdf', 'application/pdf']);
    expect(joined.getPages().map(sizeOf)).toEqual([
      { width: Math.round(A4.height), height: Math.round(A4.width) },
      { width: 300, height: 400 },
      { width: 400, height: 300 },
      { width: Math.round(A4.width), height: Math.round(A4.height) },
    ]);
  });

  it('is refused, saying why, when a PDF among its pages cannot be read', async () => {
    const photo = new File([new Uint8Array(await pictureOf(40, 30))], 'IMG_0412.jpg', { type: 'image/jpeg' });
    const broken = new File(['%PDF-1.4 torn'], 'recu.pdf', { type: 'application/pdf' });
    expect(await documentToSend([photo, broken])).toEqual({ error: 'PAGES_NOT_JOINED' });
  });
});
