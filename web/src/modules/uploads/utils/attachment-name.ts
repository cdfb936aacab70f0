/**
 * The name a `Content-Disposition: attachment` answer gives its file, if any: RFC 6266's
 * `filename*` (UTF-8, the name in Arabic too) before the ASCII `filename` older clients read.
 */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  return (
    /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(disposition)?.slice(1).find(Boolean) ?? null
  );
}
