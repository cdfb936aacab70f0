import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_IMAGE_SOURCE, RICH_TEXT_LINK, RICH_TEXT_TAGS } from '@bourses/common/rich-text';

// The one allow-list of common/src/rich-text.ts: anything not named there (scripts, styles, iframes,
// forms, event handlers, javascript: or data: addresses, pictures over plain http) is dropped.
const OPTIONS: sanitizeHtml.IOptions = {
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
    // A link opening a new tab must not hand the opener to the other site; a relative one leads nowhere.
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      attribs: {
        ...(href && RICH_TEXT_LINK.test(href) ? { href } : {}),
        ...attribs,
        rel: attribs.target === '_blank' ? 'noopener noreferrer nofollow' : 'nofollow',
      },
    }),
  },
};

/** The long description as it may be rendered as HTML by the client. */
export function sanitiseLongDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
