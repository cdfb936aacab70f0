import { describe, expect, it } from 'vitest';
import { textLanguageAttributes } from '@/modules/i18n/utils/text-language';

describe('the attributes of a staff-written text', () => {
  it('let a text in the page’s language find its own direction', () => {
    expect(textLanguageAttributes('AR', 'ar')).toEqual({ dir: 'auto' });
    expect(textLanguageAttributes('FR', 'fr')).toEqual({ dir: 'auto' });
    expect(textLanguageAttributes('EN', 'en')).toEqual({ dir: 'auto' });
  });

  it('say French shown on an Arabic or English page is French, left to right', () => {
    expect(textLanguageAttributes('FR', 'ar')).toEqual({ lang: 'fr', dir: 'ltr' });
    expect(textLanguageAttributes('FR', 'en')).toEqual({ lang: 'fr', dir: 'ltr' });
  });
});
