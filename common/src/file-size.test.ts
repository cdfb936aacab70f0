import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';
import { LANGUAGES } from './languages.ts';
import { UPLOAD_MAX_BYTES } from './limits.ts';

describe('a file size', () => {
  it('reads in each language’s unit, the upload limit as "5 MB"', () => {
    expect(LANGUAGES.map((language) => formatFileSize(UPLOAD_MAX_BYTES, language))).toEqual([
      '5 Mo',
      '5 م.ب',
      '5 MB',
    ]);
  });

  it('counts kilobytes under a megabyte, rounded up so that a small file is never "0 kB"', () => {
    expect([formatFileSize(706_560, 'fr'), formatFileSize(10, 'en'), formatFileSize(4.7 * 1024 * 1024, 'fr')]).toEqual([
      '690 ko',
      '1 kB',
      '4,7 Mo',
    ]);
  });
});
