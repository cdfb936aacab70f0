import DOMPurify from 'dompurify';

// What the editor's toolbar can produce, nothing more (the api sanitises again on the way in).
const ALLOWED_TAGS = [
  'p',
  'br',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
];
const ALLOWED_ATTR = ['href', 'target', 'rel'];
const SAFE_LINK = /^(https?:|mailto:)/i;

/** Cleans the long description: toolbar markup only, links limited to http(s) and mailto, opened safely. */
export function sanitizeRichText(html: string): string {
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href)) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

/** True when the HTML holds no visible text (an editor left with only `<br>` or empty paragraphs). */
export function isBlankHtml(html: string): boolean {
  const text = DOMPurify.sanitize(html, { ALLOWED_TAGS: [] });
  return text.replace(/&nbsp;|\s/g, '') === '';
}
