import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHOLARSHIP_IMAGE, scholarshipImageLink } from './file-links.ts';

describe('scholarshipImageLink', () => {
  it('serves an uploaded image through the bff', () => {
    expect(scholarshipImageLink('/api/scholarships/12/image?v=ab12cd34')).toBe('/files/scholarships/12/image?v=ab12cd34');
  });

  it('keeps an external address', () => {
    expect(scholarshipImageLink('https://images.example.ma/x.jpg')).toBe('https://images.example.ma/x.jpg');
  });

  it('gives the default picture when there is none', () => {
    expect(scholarshipImageLink(null)).toBe(DEFAULT_SCHOLARSHIP_IMAGE);
  });
});
