import sanitizeHtml from 'sanitize-html';

// An allow-list: anything not named here (scripts, styles, iframes, forms, event handlers,
// javascript: or data: addresses, images over plain http) is dropped.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose address was refused would only leave an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // A link opening a new tab must not hand the opener to the other site.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }
        : { tagName, attribs: { ...attribs, rel: 'nofollow' } },
  },
};

/** The long description as it may be rendered as HTML by the client. */
export function sanitiseLongDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
