import DOMPurify from 'dompurify';
import { sanitizeRichTextWithoutDom } from '@/modules/ui/utils/sanitize-rich-text-without-dom';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SOURCE,
  RICH_TEXT_LINK,
  RICH_TEXT_TAGS,
} from '@bourses/common/rich-text';

const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

/** One purifier with its hook, made on first use: making one walks DOMPurify's whole allow-list setup. */
let purifier: ReturnType<typeof DOMPurify> | undefined;
function richTextPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !RICH_TEXT_IMAGE_SOURCE.test(node.getAttribute('src') ?? '')) {
      node.remove();
      return;
    }
    if (node.tagName !== 'A') return;
    if (!RICH_TEXT_LINK.test(node.getAttribute('href') ?? '')) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * A long description cleaned by the one allow-list of common/src/rich-text.ts, in the editor and on
 * the page that shows it (the api cleaned it on the way in too): links only to the web or an e-mail
 * address, opened in a new tab without access to this one; pictures only over https.
 */
export function sanitizeRichText(html: string): string {
  // Rendered by the bff, without a DOM to parse with (Vite drops this branch from the browser's build).
  if (import.meta.env.SSR) return sanitizeRichTextWithoutDom(html);
  return richTextPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

/** True when the HTML holds no visible text (an editor left with only `<br>` or empty paragraphs). */
export function isBlankHtml(html: string): boolean {
  const text = DOMPurify.sanitize(html, { ALLOWED_TAGS: [] });
  return text.replace(/&nbsp;|\s/g, '') === '';
}
