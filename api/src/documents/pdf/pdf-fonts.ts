import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

// The fonts the platform's documents are drawn in (docs/documents.md), Google Fonts' TrueType files
// as the @expo-google-fonts packages ship them, under the SIL Open Font License: Amiri for Arabic
// script, Noto Sans for the rest. Amiri maps every glyph it draws to one character, which text
// extraction needs (Noto Naskh Arabic draws several letters with one dotless glyph plus dots, and
// pdftotext then reads the wrong letters). TrueType rather than WOFF: pdfkit's subsetting inflates a
// WOFF's whole glyf table again for every glyph (half a second a document for Amiri).

const require = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';
export type FaceName = 'arabic' | 'latin';

// Where the files are; read when the first document is drawn.
const FONT_FILES: Record<FaceName, Record<FontWeight, string>> = {
  arabic: {
    regular: require.resolve('@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf'),
  },
  latin: {
    regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
};

const FACES: readonly FaceName[] = ['arabic', 'latin'];
const WEIGHTS: readonly FontWeight[] = ['regular', 'bold'];

declare global {
  // pdfkit also takes a font fontkit has parsed (its PDFFontFactory.open), which its types leave out.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: fontkit.Font): this;
    }
  }
}

function parse(path: string): fontkit.Font {
  const font = fontkit.create(readFileSync(path));
  if (!('layout' in font)) throw new Error(`${path} is a font collection`);
  return withCharactersKept(font);
}

/**
 * fontkit caches each glyph with the characters it was first asked for, and a glyph first reached as
 * the part of another (Noto Sans draws "É" with "E" and an accent, when a document's subset is written,
 * maybe while another document is being drawn) is cached with none: a later document's "E" then had
 * no character in its text layer, and pdftotext read "B0ETHRC4" as "B0 THRC4". A glyph asked for
 * with its characters gets them, whatever was cached first.
 */
function withCharactersKept(font: fontkit.Font): fontkit.Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints?: number[]) => {
    const glyph = getGlyph(id, codePoints);
    if (codePoints && codePoints.length > 0 && glyph.codePoints.length === 0) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

type Fonts = Record<FaceName, Record<FontWeight, fontkit.Font>>;
let parsedFonts: Fonts | undefined;

/**
 * The fonts, parsed once per process and shared by every document: fontkit keeps what it has
 * read of a font's shaping tables, which a font parsed for each document would read again.
 */
function fonts(): Fonts {
  parsedFonts ??= {
    arabic: { regular: parse(FONT_FILES.arabic.regular), bold: parse(FONT_FILES.arabic.bold) },
    latin: { regular: parse(FONT_FILES.latin.regular), bold: parse(FONT_FILES.latin.bold) },
  };
  return parsedFonts;
}

// Script extensions, so that harakat (script Inherited) and the Arabic comma stay with their letters;
// the zero-width (non-)joiners too, which shape Arabic words.
const ARABIC_TEXT = /[\p{Script_Extensions=Arabic}\u200C\u200D]/u;
const faceOfCodePoint = new Map<number, FaceName>();

/** The face that draws a character: Amiri for Arabic script, Noto Sans otherwise unless only Amiri has it. */
export function faceOf(codePoint: number): FaceName {
  let face = faceOfCodePoint.get(codePoint);
  if (face === undefined) {
    const { arabic, latin } = fonts();
    if (ARABIC_TEXT.test(String.fromCodePoint(codePoint))) face = 'arabic';
    else if (!latin.regular.hasGlyphForCodePoint(codePoint) && arabic.regular.hasGlyphForCodePoint(codePoint))
      face = 'arabic';
    else face = 'latin';
    faceOfCodePoint.set(codePoint, face);
  }
  return face;
}

/** Amiri's letters are small for their size beside Noto Sans's: set it larger so both read alike. */
export const FACE_SCALE: Record<FaceName, number> = { arabic: 1.2, latin: 1 };

/** The name a document registers a face under. */
export const fontName = (face: FaceName, weight: FontWeight) => `${face}-${weight}`;

/** Registers every face in both weights in a document, under `fontName`. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const parsed = fonts();
  for (const face of FACES)
    for (const weight of WEIGHTS) doc.registerFont(fontName(face, weight), parsed[face][weight]);
}
