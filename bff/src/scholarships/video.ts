import { embedUrlOf, playableVideo } from '@bourses/common/video';

/**
 * The video as staff wrote it and the player address to frame. Only YouTube and Vimeo players are
 * ever emitted: a value stored before that rule (a channel, another site) shows no video.
 */
export function videoOf(url: string | null | undefined): { url: string; embedUrl: string } | null {
  const video = url ? playableVideo(url) : null;
  return url && video ? { url, embedUrl: embedUrlOf(video) } : null;
}
