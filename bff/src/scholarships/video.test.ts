import { describe, expect, it } from 'vitest';
import { videoOf } from './video.ts';

describe('videoOf', () => {
  it('embeds a bare video id without YouTube’s cookies', () => {
    expect(videoOf('dQw4w9WgXcQ')).toEqual({ url: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
  });

  it('turns a YouTube or Vimeo page address into its player address', () => {
    expect(videoOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoOf('https://vimeo.com/76979871')?.embedUrl).toBe('https://player.vimeo.com/video/76979871');
    expect(videoOf('https://player.vimeo.com/video/1')?.embedUrl).toBe('https://player.vimeo.com/video/1');
  });

  it('never frames another site, even when one was stored before the rule', () => {
    expect(videoOf('https://evil.example/embed/x')).toBeNull();
    expect(videoOf('javascript:alert(1)')).toBeNull();
    expect(videoOf('https://www.youtube.com/@FulbrightPrgrm')).toBeNull();
  });

  it('has no video without a value', () => {
    expect(videoOf(null)).toBeNull();
    expect(videoOf('')).toBeNull();
  });
});
