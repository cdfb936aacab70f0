// The HTML a scholarship's long description may hold, read by the api's sanitiser, the staff editor
// and the page that renders it: what the editor produces (Chromium's editing wraps new lines in
// <div>), links and https pictures. A page's one <h1> is its title, so headings start at <h2>.

export const RICH_TEXT_TAGS = [
  'p',
  'div',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'img',
] as const;

export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
} as const;

/** A link may lead to a web page or an e-mail address; anything else (javascript:, data:, relative) loses its href. */
export const RICH_TEXT_LINK = /^(?:https?:|mailto:)/i;

/** A picture is only shown from an https address (no mixed content, no data: payloads); otherwise it is dropped. */
export const RICH_TEXT_IMAGE_SOURCE = /^https:/i;
