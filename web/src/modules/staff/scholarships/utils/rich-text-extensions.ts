import type { Extensions } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { RICH_TEXT_IMAGE_SOURCE, RICH_TEXT_LINK } from '@bourses/common/rich-text';

/**
 * The editor's document model, kept within the one allow-list of common/src/rich-text.ts (a unit
 * test proves every tag it writes is allowed): no code blocks nor inline code, headings from <h2>
 * (a page's <h1> is its title), links to the web or an e-mail address, pictures over https only.
 */
export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => RICH_TEXT_LINK.test(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
  Image.extend({
    parseHTML: () => [{ tag: 'img[src]', getAttrs: (node) => (RICH_TEXT_IMAGE_SOURCE.test(node.getAttribute('src') ?? '') ? null : false) }],
  }),
];
