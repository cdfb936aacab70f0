import { createRichTextSanitizer } from '@bourses/common/rich-text-sanitizer';

/**
 * sanitize-rich-text.ts's rules where there is no DOM for DOMPurify to parse with: the pages the bff
 * renders with their data (src/prerender/render-page.tsx). Links open in a new tab, as there. Marked
 * pure, so that the browser's build, which never calls it, leaves sanitize-html out.
 */
export const sanitizeRichTextWithoutDom = /* @__PURE__ */ createRichTextSanitizer((attributes) => ({
  ...attributes,
  target: '_blank',
  rel: 'noopener noreferrer',
}));
