import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { DATE_LOCALES, onePerLanguage } from '@bourses/common/languages';
import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';
import type { TextDirection } from './bidi-lines.ts';
import type { DocumentContent } from './document-content.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import { drawLines, drawText, layoutText, lineHeight, type TextBox, type TextStyle } from './draw-text.ts';
import { registerFonts } from './pdf-fonts.ts';

// An official document as an A4 PDF (docs/documents.md): the platform's name and address, the
// title, the facts as label and value rows, free paragraphs, then the verification code, its page's
// address and a QR code to it. Arabic documents are laid out right to left: labels on the right,
// text set from the right margin. Fonts are embedded as subsets.

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT = { x: MARGIN, width: PAGE.width - 2 * MARGIN };
const QR_SIZE = 92;
/** Where the verification block starts: the content of the first page stops above it. */
const FOOTER_TOP = PAGE.height - MARGIN - QR_SIZE - 18;
const LABEL_WIDTH = 175;
const COLUMN_GAP = 16;

const INK = '#1a1a1a';
const MUTED = '#5a5a5a';
const RULE = '#c8c8c8';

const style = (size: number, weight: TextStyle['weight'] = 'regular', color = INK): TextStyle => ({
  size,
  weight,
  color,
});
const ISSUER = style(15, 'bold');
const ADDRESS = style(9, 'regular', MUTED);
const TITLE = style(18, 'bold');
const LABEL = style(10, 'bold', MUTED);
const VALUE = style(10.5);
const BODY = style(11);
const CODE = style(12, 'bold');
const SMALL = style(8.5, 'regular', MUTED);

const issueDates = onePerLanguage(
  (language) =>
    new Intl.DateTimeFormat(DATE_LOCALES[language], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: DEADLINE_TIME_ZONE,
    }),
);

/** The document as it is read: Arabic from the right. */
const directionOf = (content: DocumentContent): TextDirection => (content.language === 'ar' ? 'rtl' : 'ltr');

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(CONTENT.x, y)
    .lineTo(CONTENT.x + CONTENT.width, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}

function drawHeader(doc: PDFKit.PDFDocument, content: DocumentContent, direction: TextDirection): number {
  const box: TextBox = { ...CONTENT, direction };
  let y = drawText(doc, content.issuer.name, ISSUER, box, MARGIN);
  for (const line of content.issuer.addressLines) y = drawText(doc, line, ADDRESS, box, y);
  rule(doc, y + 8);
  return drawText(doc, content.title, TITLE, box, y + 26, 'center') + 14;
}

/** Continues on a new page when the next `height` points would reach the bottom (or the first page's footer). */
function roomFor(
  doc: PDFKit.PDFDocument,
  y: number,
  height: number,
  firstPage: { current: boolean },
): number {
  const bottom = firstPage.current ? FOOTER_TOP - 12 : PAGE.height - MARGIN;
  if (y + height <= bottom) return y;
  doc.addPage();
  firstPage.current = false;
  return MARGIN;
}

function drawRows(
  doc: PDFKit.PDFDocument,
  content: DocumentContent,
  direction: TextDirection,
  top: number,
  firstPage: { current: boolean },
): number {
  const valueWidth = CONTENT.width - LABEL_WIDTH - COLUMN_GAP;
  const rightToLeft = direction === 'rtl';
  const labelBox: TextBox = {
    x: rightToLeft ? CONTENT.x + CONTENT.width - LABEL_WIDTH : CONTENT.x,
    width: LABEL_WIDTH,
    direction,
  };
  const valueBox: TextBox = {
    x: rightToLeft ? CONTENT.x : CONTENT.x + LABEL_WIDTH + COLUMN_GAP,
    width: valueWidth,
    direction,
  };
  let y = top;
  for (const row of content.rows) {
    const label = layoutText(doc, row.label, LABEL, labelBox);
    const value = layoutText(doc, row.value, VALUE, valueBox);
    const height = Math.max(label.lines.length * lineHeight(LABEL), value.lines.length * lineHeight(VALUE));
    y = roomFor(doc, y, height + 8, firstPage);
    drawLines(doc, label, LABEL, labelBox, y + 4);
    drawLines(doc, value, VALUE, valueBox, y + 3);
    y += height + 8;
    rule(doc, y);
  }
  return y + 18;
}

function drawParagraphs(
  doc: PDFKit.PDFDocument,
  content: DocumentContent,
  direction: TextDirection,
  top: number,
  firstPage: { current: boolean },
): void {
  const box: TextBox = { ...CONTENT, direction };
  let y = top;
  for (const paragraph of content.paragraphs) {
    const layout = layoutText(doc, paragraph, BODY, box);
    for (const line of layout.lines) {
      y = roomFor(doc, y, lineHeight(BODY), firstPage);
      // Set from its own side, as `dir="auto"` does: French feedback in an Arabic letter from the left.
      y = drawLines(doc, { ...layout, lines: [line] }, BODY, { ...box, direction: layout.direction }, y);
    }
    y += 8;
  }
}

/** The code, the page's address, the notice and the QR code, at the foot of the first page. */
async function drawVerification(
  doc: PDFKit.PDFDocument,
  content: DocumentContent,
  direction: TextDirection,
): Promise<void> {
  const texts = DOCUMENT_TEXTS[content.language].verification;
  rule(doc, FOOTER_TOP);
  const top = FOOTER_TOP + 14;
  const textWidth = CONTENT.width - QR_SIZE - 20;
  const rightToLeft = direction === 'rtl';
  const box: TextBox = { x: rightToLeft ? CONTENT.x + QR_SIZE + 20 : CONTENT.x, width: textWidth, direction };
  let y = drawText(doc, texts.code, SMALL, box, top - 4);
  y = drawText(doc, content.verification.code, CODE, box, y);
  y = drawText(doc, texts.verifyAt, SMALL, box, y + 2);
  y = drawText(doc, content.verification.url, SMALL, box, y);
  y = drawText(
    doc,
    `${texts.issuedOn} ${issueDates(content.language).format(content.issuedAt)}`,
    SMALL,
    box,
    y + 2,
  );
  drawText(doc, texts.notice, SMALL, box, y + 2);
  // Eight pixels a module: sharp when printed, and a module is a square of pixels a test can read.
  const qr = await QRCode.toBuffer(content.verification.url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 0,
    scale: 8,
  });
  doc.image(qr, rightToLeft ? CONTENT.x : CONTENT.x + CONTENT.width - QR_SIZE, top, {
    width: QR_SIZE,
    height: QR_SIZE,
  });
}

/** The document's PDF. The same content gives the same bytes: its dates and ID come from `issuedAt`. */
export async function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: content.language,
    displayTitle: true,
    info: {
      Title: content.title,
      Author: content.issuer.name,
      Subject: content.kind,
      CreationDate: content.issuedAt,
      ModDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  const direction = directionOf(content);
  const firstPage = { current: true };
  await drawVerification(doc, content, direction);
  const afterHeader = drawHeader(doc, content, direction);
  const afterRows = drawRows(doc, content, direction, afterHeader, firstPage);
  drawParagraphs(doc, content, direction, afterRows, firstPage);
  doc.end();
  return ended;
}
