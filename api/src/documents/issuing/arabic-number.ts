import { toWords } from 'to-words/ar-MA';

// A whole number in Arabic words, as a counted noun follows it on a receipt (amount-in-words.ts).
// to-words writes the numbers below a thousand well but not the thousands and millions: "خمسة عشر
// ألف" for خمسة عشر ألفًا, "مائتان ألف" for مائتا ألف, "مائة و واحد ألف" for 101 000. So each group of
// three digits is to-words', and the scale noun after it agrees with it here.

/** A thousand, a million or a milliard, and its forms after a group's number. */
interface Scale {
  size: number;
  one: string;
  two: string;
  /** After 3–10 (and 103–110, …): the plural. */
  few: string;
  /** After 11–99 when more follows: the accusative, "خمسة عشر ألفًا وخمسمائة". */
  many: string;
}

const SCALES: Scale[] = [
  { size: 1_000_000_000, one: 'مليار', two: 'ملياران', few: 'مليارات', many: 'مليارًا' },
  { size: 1_000_000, one: 'مليون', two: 'مليونان', few: 'ملايين', many: 'مليونًا' },
  { size: 1_000, one: 'ألف', two: 'ألفان', few: 'آلاف', many: 'ألفًا' },
];

// to-words writes the conjunction apart ("ألف و مائتان"); Arabic joins it to the next word.
const underThousand = (n: number) => toWords(n).replaceAll(' و ', ' و');

/** A dual governing a noun loses its ن: "مائتا ألف", "ألفا درهم". */
export const governing = (words: string) => (words.endsWith('ان') ? words.slice(0, -1) : words);

/**
 * One group (1–999) of a scale. `last`: nothing smaller follows, so the counted noun (the dirham)
 * does and governs the scale noun: "خمسة عشر ألف درهم" but "خمسة عشر ألفًا وخمسمائة درهم".
 */
function group(count: number, scale: Scale, last: boolean): string {
  const lastTwo = count % 100;
  const hundreds = count - lastTwo;
  if (lastTwo === 0) return `${governing(underThousand(count))} ${scale.one}`;
  // 101 000: a hundred thousand and a thousand.
  if (hundreds > 0 && lastTwo <= 2) return `${group(hundreds, scale, false)} و${group(lastTwo, scale, last)}`;
  if (lastTwo === 1) return scale.one;
  if (lastTwo === 2) return last ? governing(scale.two) : scale.two;
  const words = underThousand(count);
  if (lastTwo <= 10) return `${words} ${scale.few}`;
  return `${words} ${last ? scale.one : scale.many}`;
}

/** `n` (a whole number under a thousand milliards) in Arabic words, for a counted noun to follow. */
export function arabicNumber(n: number): string {
  if (n < 1000) return underThousand(n);
  const parts: string[] = [];
  for (const scale of SCALES) {
    const count = Math.floor(n / scale.size) % 1000;
    if (count > 0) parts.push(group(count, scale, n % scale.size === 0));
  }
  if (n % 1000 > 0) parts.push(underThousand(n % 1000));
  return parts.join(' و');
}
