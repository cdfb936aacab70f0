import { describe, expect, it } from 'vitest';
import { embedUrlOf, isAcceptedVideo, playableVideo } from './video.ts';

describe('playableVideo', () => {
  it.each([
    ['dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('plays %s from %s', (value, embedUrl) => {
    const video = playableVideo(value);

    expect(video && embedUrlOf(video)).toBe(embedUrl);
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/@FulbrightPrgrm',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/embed/../../evil',
    'https://vimeo.com/channels/staffpicks',
    'data:text/html,<script>alert(1)</script>',
    'short',
    '',
  ])('refuses %s', (value) => {
    expect(playableVideo(value)).toBeNull();
  });
});

describe('isAcceptedVideo', () => {
  it('accepts playable videos and YouTube channel pages (linked, never framed)', () => {
    expect(isAcceptedVideo('https://vimeo.com/76979871')).toBe(true);
    expect(isAcceptedVideo('https://www.youtube.com/@DAADWorldwide')).toBe(true);
    expect(playableVideo('https://www.youtube.com/@DAADWorldwide')).toBeNull();
  });

  it.each([
    'https://evil.example/@DAADWorldwide',
    'http://www.youtube.com/@x/../../redirect?q=evil',
    'https://www.youtube.com/redirect?q=https://evil.example',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(isAcceptedVideo(value)).toBe(false);
  });
});
