const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes user-supplied text (names, reasons) before it goes into a mail's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Wraps paragraphs in a minimal mail layout with the page direction of the language. */
export function mailLayout(dir: 'ltr' | 'rtl', paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
  return `<!doctype html><html dir="${dir}"><body style="font-family:sans-serif">${body}</body></html>`;
}
