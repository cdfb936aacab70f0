import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_IMAGE_SOURCE, RICH_TEXT_LINK, RICH_TEXT_TAGS } from './rich-text.ts';

type Attributes = Record<string, string>;

/**
 * sanitize-html over the one allow-list (rich-text.ts), for where there is no DOM: the api's writes and
 * the pages the bff renders. Anything not named there (scripts, styles, iframes, forms, event handlers,
 * javascript: or data: addresses, pictures over plain http) is dropped; `linkAttributes` says what a
 * kept link carries (its target and rel), the one thing the two differ on.
 */
export function createRichTextSanitizer(
  linkAttributes: (attributes: Attributes) => Attributes,
): (html: string) => string {
  const options: sanitizeHtml.IOptions = {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a], img: [...RICH_TEXT_ATTRIBUTES.img] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // A picture whose address was refused would only leave an empty box.
    exclusiveFilter: (frame) => frame.tag === 'img' && !RICH_TEXT_IMAGE_SOURCE.test(frame.attribs.src ?? ''),
    transformTags: {
      // A relative link leads nowhere.
      a: (tagName, { href, ...attributes }) => ({
        tagName,
        attribs: { ...(href && RICH_TEXT_LINK.test(href) ? { href } : {}), ...linkAttributes(attributes) },
      }),
    },
  };
  return (html) => sanitizeHtml(html, options);
}
