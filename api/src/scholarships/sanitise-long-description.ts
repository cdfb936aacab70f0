import { createRichTextSanitizer } from '@bourses/common/rich-text-sanitizer';

// A link opening a new tab must not hand the opener to the other site.
const sanitise = createRichTextSanitizer((attributes) => ({
  ...attributes,
  rel: attributes.target === '_blank' ? 'noopener noreferrer nofollow' : 'nofollow',
}));

/** The long description as it may be rendered as HTML by the client. */
export function sanitiseLongDescription(html: string): string {
  return sanitise(html).trim();
}
