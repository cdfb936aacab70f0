import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language.ts';

describe('languageFromHeader', () => {
  it('picks the first supported language by quality', () => {
    expect(languageFromHeader('de-DE, ar-MA;q=0.9, en;q=0.8')).toBe('ar');
    expect(languageFromHeader('en;q=0.5, fr;q=0.9')).toBe('fr');
  });

  it('falls back to French', () => {
    expect(languageFromHeader(undefined)).toBe('fr');
    expect(languageFromHeader('de, es')).toBe('fr');
    expect(languageFromHeader('en;q=0')).toBe('fr');
  });
});
