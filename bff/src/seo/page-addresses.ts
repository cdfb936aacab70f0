import { LANGUAGES, type Language } from '@bourses/common/languages';
import { LANGUAGE_QUERY_PARAMETER } from '@bourses/common/languages';

export interface AlternateAddress {
  /** A language, or `x-default`: the address without a language, which answers in the visitor's. */
  hreflang: Language | 'x-default';
  href: string;
}

/** A public page's address in one language (`/bourses?lang=ar`), or without one for `x-default`. */
export function pageAddress(publicWebUrl: string, path: string, language: Language | null): string {
  const url = new URL(path, `${publicWebUrl}/`);
  if (language) url.searchParams.set(LANGUAGE_QUERY_PARAMETER, language);
  return url.href;
}

/** The page in each language, then `x-default`: the hreflang alternates of the page and of the sitemap. */
export function alternateAddresses(publicWebUrl: string, path: string): AlternateAddress[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: pageAddress(publicWebUrl, path, language) })),
    { hreflang: 'x-default' as const, href: pageAddress(publicWebUrl, path, null) },
  ];
}
