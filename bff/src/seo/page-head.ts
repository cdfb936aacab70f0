import escapeHtml from 'escape-html';
import type { Language } from '@bourses/common/languages';
import type { AlternateAddress } from './page-addresses.ts';

// The web build's HTML as the bff receives it: index.html, or a page prerendered into it
// (web/src/prerender/compose-page.ts). Each edit below touches one element Vite and the prerender always write.

const replaceWith = (html: string, anchor: RegExp | string, replacement: string) => html.replace(anchor, () => replacement);

/** `<html lang dir>` of the language the page is served in. */
export function withDocumentLanguage(html: string, language: Language): string {
  return replaceWith(html, /<html[^>]*>/, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
}

export function withTitle(html: string, title: string): string {
  return replaceWith(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}

export function withDescription(html: string, description: string): string {
  return replaceWith(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description)}" />`);
}

/** The canonical address (the page in its language) and its alternates in every language. */
export function withAddresses(html: string, canonical: string, alternates: readonly AlternateAddress[]): string {
  const links = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`),
  ];
  return replaceWith(html, '</head>', `${links.join('')}</head>`);
}
