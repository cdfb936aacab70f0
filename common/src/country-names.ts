import { onePerLanguage, type Language } from './languages.ts';

// Countries, stored as ISO codes (country-codes.ts), named in the reader's language from the runtime's
// own CLDR data (Intl.DisplayNames): no list of names is kept here (docs/product-rules.md).

const regionNames = onePerLanguage((language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }));
const alphabeticalOrder = onePerLanguage((language) => new Intl.Collator(language));

/**
 * A country's name in `language` ('ES': Espagne, إسبانيا, Spain). A stored value that is not a code
 * (a free name migration 0011 could not match) is shown as it is.
 */
export function countryName(country: string, language: Language): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  return regionNames(language).of(country) ?? country;
}

export interface NamedCountry {
  code: string;
  name: string;
}

/** Countries with their names in `language`, in that language's alphabetical order (menus, pickers). */
export function countriesByName(codes: readonly string[], language: Language): NamedCountry[] {
  const order = alphabeticalOrder(language);
  return codes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => order.compare(a.name, b.name));
}
