import { describe, expect, it } from 'vitest';
import { embedUrlOf, playableVideo } from './video.ts';

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
