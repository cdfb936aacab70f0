import { describe, expect, it } from 'vitest';
import { choosePageLanguage } from './page-language.ts';

describe('the language a page is served in', () => {
  it('follows the address, then the remembered choice, then the browser', () => {
    expect(choosePageLanguage({ query: 'ar', cookie: 'en', acceptLanguage: 'fr' })).toBe('ar');
    expect(choosePageLanguage({ query: undefined, cookie: 'en', acceptLanguage: 'ar' })).toBe('en');
    expect(choosePageLanguage({ query: undefined, cookie: undefined, acceptLanguage: 'ar-MA,fr;q=0.5' })).toBe('ar');
  });

  it('skips what it does not speak and falls back to French', () => {
    expect(choosePageLanguage({ query: ['ar', 'en'], cookie: 'de', acceptLanguage: 'es' })).toBe('fr');
    expect(choosePageLanguage({ query: 'xx', cookie: undefined, acceptLanguage: undefined })).toBe('fr');
  });
});
