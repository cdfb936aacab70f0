import { describe, expect, it } from 'vitest';
import { countriesByName, countryName } from './country-names.ts';
import { LANGUAGES } from './languages.ts';

describe('countryName', () => {
  it('names a country in each language of the platform', () => {
    expect(LANGUAGES.map((language) => countryName('ES', language))).toEqual(['Espagne', 'إسبانيا', 'Spain']);
    expect(countryName('FR', 'ar')).toBe('فرنسا');
    expect(countryName('US', 'fr')).toBe('États-Unis');
  });

  it('shows a stored value that is not a code as it is', () => {
    expect(countryName('Atlantide', 'ar')).toBe('Atlantide');
    expect(countryName('fr', 'en')).toBe('fr');
  });
});

describe('countriesByName', () => {
  it('orders countries by their names in the reader’s language', () => {
    const codes = ['MA', 'DE', 'ES', 'EG'];
    expect(countriesByName(codes, 'fr').map(({ name }) => name)).toEqual(['Allemagne', 'Égypte', 'Espagne', 'Maroc']);
    expect(countriesByName(codes, 'en').map(({ code }) => code)).toEqual(['EG', 'DE', 'MA', 'ES']);
    expect(countriesByName(codes, 'ar').map(({ name }) => name)).toEqual(['إسبانيا', 'ألمانيا', 'المغرب', 'مصر']);
  });
});
