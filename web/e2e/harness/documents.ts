import { PDFDocument } from '@cantoo/pdf-lib';
import type { Locator } from 'playwright-core';
import { JPEG_FILE, PDF_FILE, PNG_FILE } from '@bourses/api/test/factories/files';
import { noisePngOf } from '@bourses/api/test/factories/pictures';

/** A file as the student has it on disk: what playwright's file chooser and our drop both take. */
export interface StudentDocument {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

// Small valid files of each accepted kind (the api checks magic bytes).
export const RECEIPT_PDF: StudentDocument = { name: 'reçu-paiement.pdf', mimeType: 'application/pdf', buffer: PDF_FILE };
export const CONTRACT_PNG: StudentDocument = { name: 'contrat-service.png', mimeType: 'image/png', buffer: PNG_FILE };
export const NEW_RECEIPT_JPEG: StudentDocument = { name: 'nouveau-reçu.jpg', mimeType: 'image/jpeg', buffer: JPEG_FILE };

/** A document's name once chosen: a photo is made small into a JPEG (web's shrink-photo.ts), renamed so. */
export const chosenName = ({ name, mimeType }: StudentDocument) =>
  /^image\/(jpeg|png)$/.test(mimeType) ? name.replace(/\.[^.]*$/, '.jpg') : name;

/** Drops the file on a drop zone as a browser drag from the desktop would (dragover, then drop). */
export async function dropDocument(zone: Locator, document: StudentDocument): Promise<void> {
  // Browser-side code as text: the e2e files compile with Node's types, not the DOM's.
  const file = JSON.stringify({ name: document.name, type: document.mimeType, base64: document.buffer.toString('base64') });
  const dataTransfer = await zone.page().evaluateHandle(`(() => {
    const { name, type, base64 } = ${file};
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], name, { type }));
    return transfer;
  })()`);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}

/** Clicks the drop zone (or a button that opens a file chooser) and picks the files in the chooser it opens. */
export async function chooseDocument(zone: Locator, ...documents: StudentDocument[]): Promise<void> {
  const [chooser] = await Promise.all([zone.page().waitForEvent('filechooser'), zone.click()]);
  await chooser.setFiles(documents);
}

/** The keyboard path: focuses the drop zone and presses Enter, then picks the file in the chooser. */
export async function chooseDocumentWithKeyboard(zone: Locator, document: StudentDocument): Promise<void> {
  const [chooser] = await Promise.all([zone.page().waitForEvent('filechooser'), zone.press('Enter')]);
  await chooser.setFiles(document);
}

/**
 * A scanned statement as a bank gives it: a one-page PDF holding a picture of noise `side` pixels
 * square, about 3 × side² bytes (300 gives some 270 KB), which nothing on the way makes smaller.
 */
export async function scannedPdfOf(side: number, name = 'relevé-bancaire.pdf'): Promise<StudentDocument> {
  const pdf = await PDFDocument.create();
  const scan = await pdf.embedPng(await noisePngOf(side, side));
  pdf.addPage([scan.width, scan.height]).drawImage(scan, { x: 0, y: 0 });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}
