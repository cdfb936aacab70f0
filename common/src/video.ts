/** A video the scholarship page can play: only YouTube and Vimeo players are framed (see the bff's CSP). */
export interface PlayableVideo {
  provider: 'youtube' | 'vimeo';
  id: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
// Paths whose next segment is the video id: /embed/ID, /shorts/ID, /live/ID, /v/ID.
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

const youtube = (id: string | null | undefined): PlayableVideo | null =>
  id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
const vimeo = (id: string | null | undefined): PlayableVideo | null =>
  id && VIMEO_ID.test(id) ? { provider: 'vimeo', id } : null;

function fromAddress(address: URL): PlayableVideo | null {
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return null;
  const host = address.hostname.toLowerCase();
  const [first, second, ...rest] = address.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    if (first === 'watch' && second === undefined) return youtube(address.searchParams.get('v'));
    return first && YOUTUBE_ID_PATHS.has(first) && rest.length === 0 ? youtube(second) : null;
  }
  if (host === 'youtu.be') return second === undefined ? youtube(first) : null;
  if (host === 'vimeo.com' || host === 'www.vimeo.com') return second === undefined ? vimeo(first) : null;
  if (host === 'player.vimeo.com') return first === 'video' && rest.length === 0 ? vimeo(second) : null;
  return null;
}

/**
 * The video a staff member gave: a bare YouTube id (11 characters) or Vimeo id (digits), or the
 * address of one YouTube or Vimeo video. Anything else (a channel, another site) is no video.
 */
export function playableVideo(value: string): PlayableVideo | null {
  const text = value.trim();
  if (YOUTUBE_ID.test(text)) return youtube(text);
  if (VIMEO_ID.test(text)) return vimeo(text);
  return URL.canParse(text) ? fromAddress(new URL(text)) : null;
}

/** The player address to frame: YouTube without its tracking cookies, or Vimeo's player. */
export function embedUrlOf(video: PlayableVideo): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}`
    : `https://player.vimeo.com/video/${video.id}`;
}
