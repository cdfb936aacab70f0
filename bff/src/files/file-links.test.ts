import { describe, expect, it } from 'vitest';
import { scholarshipImageLink } from './file-links.ts';

describe('scholarshipImageLink', () => {
  it('serves an uploaded image and its copies through the bff', () => {
    expect(scholarshipImageLink('/api/scholarships/12/image?v=ab12cd34', 'FR')).toBe('/files/scholarships/12/image?v=ab12cd34');
    expect(scholarshipImageLink('/api/scholarships/12/image/800.avif?v=ab12cd34', 'FR')).toBe(
      '/files/scholarships/12/image/800.avif?v=ab12cd34',
    );
  });

  it('keeps an external address', () => {
    expect(scholarshipImageLink('https://images.example.ma/x.jpg', 'FR')).toBe('https://images.example.ma/x.jpg');
  });

  it('gives the country’s default cover when there is no picture', () => {
    expect(scholarshipImageLink(null, 'FR')).toMatch(/^\/static\/covers\/\d-\d-FR\.svg$/);
  });
});
