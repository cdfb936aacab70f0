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

/** The text stored in `scholarships.search_text`: every language's title and description. */
export function scholarshipSearchText(
  translations: readonly { title: string; description: string }[],
): string {
  return normaliseSearchText(
    translations.map((translation) => `${translation.title} ${translation.description}`).join(' '),
  );
}
