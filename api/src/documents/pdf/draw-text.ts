import { layoutParagraph, type ParagraphLayout, type TextDirection } from './bidi-lines.ts';
import { FACE_SCALE, fontName, type FontWeight } from './pdf-fonts.ts';

// Text set in a box of a page: a paragraph laid out by bidi-lines.ts, then each run drawn with its
// face at its place, on a common baseline. pdfkit's own line breaking and alignment know nothing of
// right-to-left text, so they are not used.

export interface TextStyle {
  size: number;
  weight: FontWeight;
  color: string;
}

export interface TextBox {
  x: number;
  width: number;
  /** The document's direction, for a paragraph without a strong character of its own. */
  direction: TextDirection;
}

export type Alignment = 'start' | 'center';

/** Line height as a multiple of the size: Amiri's marks reach far above and below the line. */
const LINE_HEIGHT = 1.55;

export const lineHeight = (style: TextStyle) => style.size * LINE_HEIGHT;

export function layoutText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  box: TextBox,
): ParagraphLayout {
  return layoutParagraph(text, {
    direction: box.direction,
    maxWidth: box.width,
    measure: (run, face) =>
      doc
        .font(fontName(face, style.weight))
        .fontSize(style.size * FACE_SCALE[face])
        .widthOfString(run),
  });
}

/**
 * Draws laid-out lines from `top`, each at the start of the box in its direction (from the right
 * in an Arabic document), or centred. Returns where the next text may start.
 */
export function drawLines(
  doc: PDFKit.PDFDocument,
  { lines }: ParagraphLayout,
  style: TextStyle,
  box: TextBox,
  top: number,
  align: Alignment = 'start',
): number {
  let y = top;
  doc.fillColor(style.color);
  for (const line of lines) {
    const free = box.width - line.width;
    let x = box.x + (align === 'center' ? free / 2 : box.direction === 'rtl' ? free : 0);
    const baseline = y + style.size * 1.1;
    for (const run of line.runs) {
      if (run.text.trim() !== '') {
        doc
          .font(fontName(run.face, style.weight))
          .fontSize(style.size * FACE_SCALE[run.face])
          .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      }
      x += run.width;
    }
    y += lineHeight(style);
  }
  return y;
}

/** `layoutText` then `drawLines`. */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  box: TextBox,
  top: number,
  align: Alignment = 'start',
): number {
  return drawLines(doc, layoutText(doc, text, style, box), style, box, top, align);
}
