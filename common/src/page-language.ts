import { negotiateLanguage } from './language-negotiation.ts';
import { isLanguage, type Language } from './languages.ts';

export interface PageLanguageSources {
  /** The `lang` query parameter, as Express parsed it (a string, an array, or nothing). */
  query: unknown;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The language a page is served in: the address's `?lang=` first (a link names its language), then
 * the visitor's remembered choice, then the browser's Accept-Language. Unknown values are skipped.
 */
export function choosePageLanguage({ query, cookie, acceptLanguage }: PageLanguageSources): Language {
  if (isLanguage(query)) return query;
  if (isLanguage(cookie)) return cookie;
  return negotiateLanguage(acceptLanguage);
}
