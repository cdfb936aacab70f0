/** A bare id is an embedded-video id; an address starting with http is used as is (spec section 2). */
export function videoOf(url: string | null | undefined): { url: string; embedUrl: string } | null {
  if (!url) return null;
  const embedUrl = /^https?:\/\//i.test(url) ? url : `https://www.youtube-nocookie.com/embed/${encodeURIComponent(url)}`;
  return { url, embedUrl };
}
