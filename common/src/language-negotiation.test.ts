import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './language-negotiation.ts';

describe('negotiateLanguage', () => {
  it('takes the most wanted language we speak, by q-value, a regional tag matching its language', () => {
    expect(negotiateLanguage('de, en;q=0.5, ar;q=0.8')).toBe('ar');
    expect(negotiateLanguage('de-DE, ar-MA;q=0.9, en;q=0.8')).toBe('ar');
    expect(negotiateLanguage('en;q=0.5, fr;q=0.9')).toBe('fr');
    expect(negotiateLanguage('en-GB')).toBe('en');
  });

  it('falls back to French when nothing we speak is accepted', () => {
    expect(negotiateLanguage(undefined)).toBe('fr');
    expect(negotiateLanguage('')).toBe('fr');
    expect(negotiateLanguage('*')).toBe('fr');
    expect(negotiateLanguage('de, es')).toBe('fr');
    expect(negotiateLanguage('en;q=0')).toBe('fr');
  });
});
