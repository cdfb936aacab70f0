import { describe, expect, it } from 'vitest';
import { SHARED_MESSAGES } from './shared-messages.ts';

describe('the shared size message', () => {
  it('keeps the specification’s shape with each language’s unit, as the web’s hints write the limit (issue 28)', () => {
    expect(SHARED_MESSAGES.FILE_TOO_LARGE).toEqual({
      fr: 'Fichier trop volumineux (Max: 5 Mo)',
      en: 'File too large (Max: 5 MB)',
      ar: 'الملف كبير جدًا (الحد الأقصى: 5 م.ب)',
    });
  });
});
