import { describe, expect, it } from 'vitest';
import { videoOf } from './video.ts';

describe('videoOf', () => {
  it('embeds a bare video id', () => {
    expect(videoOf('dQw4w9WgXcQ')).toEqual({ url: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
  });

  it('uses an address starting with http as it is', () => {
    expect(videoOf('https://player.vimeo.com/video/1')?.embedUrl).toBe('https://player.vimeo.com/video/1');
  });

  it('has no video without a value', () => {
    expect(videoOf(null)).toBeNull();
    expect(videoOf('')).toBeNull();
  });
});
