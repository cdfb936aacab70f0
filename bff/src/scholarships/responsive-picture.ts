import type { ScholarshipAnswer } from '@bourses/api/contract';
import { scholarshipImageLink } from '../files/file-links.ts';

/** Most compact first: a browser takes the first <source> whose type it reads. */
const FORMAT_ORDER = ['image/avif', 'image/webp'];
const rank = (type: string) => (FORMAT_ORDER.includes(type) ? FORMAT_ORDER.indexOf(type) : FORMAT_ORDER.length);

/** The api's copies as srcset values per format, under the bff's own addresses. */
export function responsivePicture(picture: ScholarshipAnswer['picture']) {
  if (!picture) return null;
  const types = [...new Set(picture.copies.map((copy) => copy.type))].sort((a, b) => rank(a) - rank(b));
  return {
    width: picture.width,
    height: picture.height,
    sources: types.map((type) => ({
      type,
      srcset: picture.copies
        .filter((copy) => copy.type === type)
        .sort((a, b) => a.width - b.width)
        .map((copy) => `${scholarshipImageLink(copy.url, '')} ${copy.width}w`)
        .join(', '),
    })),
  };
}
