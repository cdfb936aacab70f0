import { countryName } from '@bourses/common/country-names';
import { LANGUAGES } from '@bourses/common/languages';

// One normalisation for what is stored and what is searched, so that a word matches however it
// was typed: case, French accents, Arabic harakat, tatweel and letter variants do not count.

const ARABIC_LETTER_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};
// Latin letters that Unicode does not decompose into a base letter and an accent.
const LATIN_FOLDS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ı: 'i', ł: 'l', ø: 'o', đ: 'd' };
const TATWEEL = /\u0640/g;

/** Lower case, without accents or Arabic diacritics, letters folded, words separated by one space. */
export function normaliseSearchText(text: string): string {
  return (
    text
      .toLowerCase()
      // Fold before decomposing: NFD would split أ into ا + hamza, but not ٱ, ى or ة.
      .replace(/[أإآٱىةؤئ]/g, (letter) => ARABIC_LETTER_FOLDS[letter] ?? letter)
      .replace(/[œæßıłøđ]/g, (letter) => LATIN_FOLDS[letter] ?? letter)
      .normalize('NFD')
      // Combining marks: French accents and Arabic harakat, shadda, sukun, superscript alef.
      .replace(/\p{M}/gu, '')
      .replace(TATWEEL, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** The distinct normalised words of a search, longest first (the most selective for the index). */
export function searchWords(search: string): string[] {
  const words = normaliseSearchText(search)
    .split(' ')
    .filter((word) => word.length > 0);
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, 10);
}

/** A country's names in every language, normalised, each word once: 'ES' gives 'espagne اسبانيا spain'. */
export function countrySearchText(country: string): string {
  const names = normaliseSearchText(LANGUAGES.map((language) => countryName(country, language)).join(' '));
  return [...new Set(names.split(' '))].join(' ');
}

/**
 * The text stored in `scholarships.search_text`: every language's title and description, then
 * the country's names in every language, so that 'فرنسا', 'France' and 'Espagne' find their scholarships.
 */
export function scholarshipSearchText(
  translations: readonly { title: string; description: string }[],
  country: string,
): string {
  const texts = translations.map((translation) => `${translation.title} ${translation.description}`);
  return normaliseSearchText([...texts, countrySearchText(country)].join(' '));
}
