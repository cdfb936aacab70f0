import type { Language } from './languages.ts';

// Countries, stored as ISO codes (country-codes.ts), named in the reader's language from the runtime's
// own CLDR data (Intl.DisplayNames): no list of names is kept here (docs/product-rules.md).

const REGION_NAMES = new Map<Language, Intl.DisplayNames>();
// Made once per language: making one loads the language's collation data.
const ORDERS = new Map<Language, Intl.Collator>();

/**
 * A country's name in `language` ('ES': Espagne, إسبانيا, Spain). A stored value that is not a code
 * (a free name migration 0011 could not match) is shown as it is.
 */
export function countryName(country: string, language: Language): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  let names = REGION_NAMES.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    REGION_NAMES.set(language, names);
  }
  return names.of(country) ?? country;
}

export interface NamedCountry {
  code: string;
  name: string;
}

/** Countries with their names in `language`, in that language's alphabetical order (menus, pickers). */
export function countriesByName(codes: readonly string[], language: Language): NamedCountry[] {
  let order = ORDERS.get(language);
  if (!order) {
    order = new Intl.Collator(language);
    ORDERS.set(language, order);
  }
  return codes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => order.compare(a.name, b.name));
}
