// The platform's languages: French by default, Arabic written right to left, English.

export const LANGUAGES = ['fr', 'ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** The Intl locale each language writes dates in: Moroccan French and Arabic (دجنبر, not ديسمبر). */
export const DATE_LOCALES: Record<Language, string> = { fr: 'fr-MA', ar: 'ar-MA', en: 'en-US' };

/** The Intl locale each language writes numbers in: Arabic in Latin digits, as the platform writes them in Morocco. */
export const NUMBER_LOCALES: Record<Language, string> = { fr: 'fr', ar: 'ar-MA', en: 'en' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * `make(language)` made once per language, then kept: an Intl formatter, whose first making loads
 * the language's data from the runtime (tens of milliseconds on a phone).
 */
export function onePerLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = make(language);
      made.set(language, value);
    }
    return value;
  };
}

// Where a page's language is named; in this module rather than page-language.ts, whose negotiation
// (negotiator, a CommonJS package) would otherwise enter every page's JavaScript with them.

/** `?lang=ar`: one address per language for a page (hreflang alternates, links shared in a language). */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

/** The visitor's remembered choice, written by the web client, read by the bff to serve the page's HTML in it. */
export const LANGUAGE_COOKIE = 'lang';
