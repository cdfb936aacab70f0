// The picture of a scholarship without one: a small SVG drawn from its country (a colour pair, a
// pattern and the country's ISO code), so that a page of cards is not a page of identical pictures.
// The same country always gets the same cover, in every language (a code reads the same in each);
// its address carries everything drawn, so it is cached for good.

/** Background and ink pairs, the ink readable on its background (contrast above 4.5:1). */
const PALETTES = [
  ['#0b3d91', '#e8f0fe'],
  ['#0b6e4f', '#e6f4ee'],
  ['#7a1f1f', '#fbeaea'],
  ['#5b2a86', '#f1eafa'],
  ['#8a4b00', '#fff3e0'],
  ['#004e64', '#e0f4f8'],
  ['#3d3d3d', '#f2f2f2'],
  ['#6b2d5c', '#fbe9f5'],
] as const;

const PATTERNS = ['dots', 'stripes', 'grid', 'waves', 'rings'] as const;

export interface Cover {
  palette: number;
  pattern: number;
  /** The country's code ('FR'), or for a free name kept by migration 0011 its initials, upper-cased. */
  initials: string;
}

/**
 * FNV-1a: a stable spread of names over palettes and patterns (Math.random or a salt would not be),
 * its bits then mixed (MurmurHash3's finaliser): two-letter codes alone leave them too alike.
 */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b) >>> 0;
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35) >>> 0;
  return (value ^ (value >>> 16)) >>> 0;
}

/** "FR" → "FR"; a free name: "Arabie saoudite" → "AS", "المغرب" → "ال": letters only, two at most. */
function initialsOf(country: string): string {
  const words = country.normalize('NFC').match(/\p{L}+/gu) ?? [];
  const [first = '', second] = words;
  const letters = second ? [...first].slice(0, 1).concat([...second].slice(0, 1)) : [...first].slice(0, 2);
  return letters.join('').toLocaleUpperCase('fr');
}

export function coverOf(country: string): Cover {
  const seed = hash(country.trim().toLocaleLowerCase('fr'));
  return { palette: seed % PALETTES.length, pattern: (seed >>> 8) % PATTERNS.length, initials: initialsOf(country) };
}

const COVERS_PATH = '/static/covers';

/** The cover's address: `/static/covers/3-1-FR.svg` (the initials percent-encoded). */
export const coverPath = ({ palette, pattern, initials }: Cover) =>
  `${COVERS_PATH}/${palette}-${pattern}-${encodeURIComponent(initials)}.svg`;

const COVER_NAME = /^(\d)-(\d)-(\p{L}{0,2})\.svg$/u;

/** The cover an address names (its file name, decoded), or undefined when it names none. */
export function parseCoverName(name: string): Cover | undefined {
  const [, palette, pattern, initials] = COVER_NAME.exec(name) ?? [];
  if (palette === undefined || pattern === undefined || initials === undefined) return undefined;
  const cover = { palette: Number(palette), pattern: Number(pattern), initials };
  return cover.palette < PALETTES.length && cover.pattern < PATTERNS.length ? cover : undefined;
}

function patternOf(name: (typeof PATTERNS)[number], ink: string): string {
  const shapes = {
    dots: `<circle cx="10" cy="10" r="3" fill="${ink}"/>`,
    stripes: `<path d="M0 20 20 0" stroke="${ink}" stroke-width="4"/>`,
    grid: `<path d="M0 0h20v20" fill="none" stroke="${ink}" stroke-width="2"/>`,
    waves: `<path d="M0 10q5-6 10 0t10 0" fill="none" stroke="${ink}" stroke-width="2"/>`,
    rings: `<circle cx="10" cy="10" r="6" fill="none" stroke="${ink}" stroke-width="2"/>`,
  };
  return `<pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse">${shapes[name]}</pattern>`;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The cover as an SVG of 640×360 (16:9, the cards' frame), about 600 bytes. Decorative: the page's
 * <img> gives it an empty alt; the initials are centred, so nothing has a side to flip in Arabic.
 */
export function drawCover({ palette, pattern, initials }: Cover): string {
  const [ink, background] = PALETTES[palette] ?? PALETTES[0];
  const patternName = PATTERNS[pattern] ?? PATTERNS[0];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" aria-hidden="true">',
    `<defs>${patternOf(patternName, ink)}</defs>`,
    `<rect width="640" height="360" fill="${background}"/>`,
    '<rect width="640" height="360" fill="url(#p)" opacity="0.18"/>',
    `<circle cx="320" cy="180" r="96" fill="${background}" stroke="${ink}" stroke-width="6"/>`,
    `<text x="320" y="180" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="88" font-weight="700" fill="${ink}">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
