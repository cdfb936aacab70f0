import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';
import { faceOf, type FaceName } from './pdf-fonts.ts';

// A paragraph of mixed Arabic and Latin text broken into lines and put in visual order by the Unicode
// bidirectional algorithm (bidi-js), each line a row of runs drawn left to right, each run in one
// face. An Arabic run is handed to the font in logical order: fontkit shapes it (joined letters)
// and lays its glyphs out right to left itself. Other right-to-left runs (spaces and punctuation
// between Arabic words) are reversed here, their brackets mirrored.

// bidi-js's CommonJS module is its factory, while its types declare an ES default export that each
// TypeScript module resolution reads differently: require it, as Node loads it.
const bidi = (createRequire(import.meta.url)('bidi-js') as () => Bidi)();

export type TextDirection = 'ltr' | 'rtl';

/** One piece of a line, drawn in one face: `text` as the font is given it. */
export interface TextRun {
  text: string;
  face: FaceName;
  width: number;
}

export interface TextLine {
  /** Left to right, as drawn. */
  runs: TextRun[];
  width: number;
}

export interface ParagraphLayout {
  lines: TextLine[];
  /** The paragraph's own direction: its first strong character's, or the document's when it has none. */
  direction: TextDirection;
}

/** The width of a text in a face at the size the paragraph is set in. */
export type MeasureText = (text: string, face: FaceName) => number;

// Explicit directional marks and embeddings: bidi-js reads them, no font draws them.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

interface CharInLine {
  char: string;
  face: FaceName;
  level: number;
}

/** Where a paragraph's lines start and end (inclusive indices), words kept whole unless one is wider than a line. */
function breakLines(text: string, maxWidth: number, measure: MeasureText): [number, number][] {
  const widthOf = (start: number, end: number) => {
    let width = 0;
    let chunk = '';
    let chunkFace: FaceName | undefined;
    for (const char of text.slice(start, end + 1)) {
      const face = faceOf(char.codePointAt(0) ?? 0);
      if (face !== chunkFace && chunkFace !== undefined) {
        width += measure(chunk, chunkFace);
        chunk = '';
      }
      chunkFace = face;
      chunk += char;
    }
    return chunkFace === undefined ? 0 : width + measure(chunk, chunkFace);
  };
  const spaceWidth = measure(' ', 'latin');
  const lines: [number, number][] = [];
  let line: [number, number] | undefined;
  let lineWidth = 0;
  for (const word of text.matchAll(/\S+/g)) {
    let start = word.index;
    const end = start + word[0].length - 1;
    let width = widthOf(start, end);
    if (line && lineWidth + spaceWidth + width <= maxWidth) {
      line[1] = end;
      lineWidth += spaceWidth + width;
      continue;
    }
    if (line) lines.push(line);
    // A word wider than the line (a SHA-256, a long address): cut between characters.
    if (width > maxWidth) {
      for (let index = start + 1; index <= end; index += 1) {
        const secondHalf =
          (text.codePointAt(index) ?? 0) >= 0xdc00 && (text.codePointAt(index) ?? 0) <= 0xdfff;
        if (!secondHalf && widthOf(start, index) > maxWidth) {
          lines.push([start, index - 1]);
          start = index;
        }
      }
      width = widthOf(start, end);
    }
    line = [start, end];
    lineWidth = width;
  }
  if (line) lines.push(line);
  return lines;
}

/** The characters of a line in visual order, each with its face and embedding level. */
function visualChars(
  text: string,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  [start, end]: [number, number],
): CharInLine[] {
  const chars: CharInLine[] = [];
  // bidi-js reorders the line within the indices of the whole paragraph.
  for (const index of bidi.getReorderedIndices(text, levels, start, end).slice(start, end + 1)) {
    const codePoint = text.codePointAt(index) ?? 0;
    // The second half of a surrogate pair: drawn with the first.
    if (codePoint >= 0xdc00 && codePoint <= 0xdfff) continue;
    const char = String.fromCodePoint(codePoint);
    if (BIDI_CONTROLS.test(char)) continue;
    chars.push({ char, face: faceOf(codePoint), level: levels.levels[index] ?? 0 });
  }
  return chars;
}

/** The texts to give the font for a run of characters in visual order, in one face and level. */
function runTexts(visual: string[], face: FaceName, rightToLeft: boolean): string[] {
  const arabicScript = face === 'arabic' && visual.some((char) => ARABIC_SCRIPT.test(char));
  if (rightToLeft && arabicScript) return [[...visual].reverse().join('')];
  // fontkit would lay out Arabic-Indic digits right to left: give it one at a time.
  if (arabicScript) return visual;
  if (rightToLeft) return [visual.map((char) => bidi.getMirroredCharacter(char) ?? char).join('')];
  return [visual.join('')];
}

function toRuns(chars: CharInLine[], measure: MeasureText): TextRun[] {
  const runs: TextRun[] = [];
  let index = 0;
  while (index < chars.length) {
    const first = chars[index];
    if (!first) break;
    const visual: string[] = [];
    for (; chars[index]?.face === first.face && chars[index]?.level === first.level; index += 1)
      visual.push(chars[index]?.char ?? '');
    for (const text of runTexts(visual, first.face, first.level % 2 === 1)) {
      runs.push({ text, face: first.face, width: measure(text, first.face) });
    }
  }
  return runs;
}

/** The direction of the first strongly directional character (rule P2), if any. */
function firstStrongDirection(text: string): TextDirection | undefined {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return undefined;
}

/**
 * A paragraph in lines no wider than `maxWidth`, each in visual order. `direction` is the
 * document's; a paragraph whose first strong character says otherwise (French feedback in an Arabic
 * letter) takes its own, as `dir="auto"` does on the web.
 */
export function layoutParagraph(
  paragraph: string,
  { direction, maxWidth, measure }: { direction: TextDirection; maxWidth: number; measure: MeasureText },
): ParagraphLayout {
  const text = paragraph.normalize('NFC').replace(/\s+/g, ' ').trim();
  const ownDirection = firstStrongDirection(text) ?? direction;
  const levels = bidi.getEmbeddingLevels(text, ownDirection);
  const lines = breakLines(text, maxWidth, measure).map((range) => {
    const runs = toRuns(visualChars(text, levels, range), measure);
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  });
  return { lines, direction: ownDirection };
}
