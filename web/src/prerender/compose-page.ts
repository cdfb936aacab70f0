import escapeHtml from 'escape-html';
import type { Language } from '@bourses/common/languages';
import { APOLLO_STATE_ELEMENT_ID } from './apollo-state.ts';
import type { RenderedPage } from './rendered-page.ts';

/** One replacement that must happen: a template that lost its anchor fails the build, not the page. */
function replaceOnce(html: string, anchor: RegExp | string, replacement: string): string {
  let found = false;
  const result = html.replace(anchor, () => {
    found = true;
    return replacement;
  });
  if (!found) throw new Error(`index.html has no ${String(anchor)} to prerender into`);
  return result;
}

/**
 * The build's index.html holding a rendered page: `<html lang dir>`, the page's title and
 * description, its styles in <head>, its markup in #root, marked with the language it was rendered
 * in (main.tsx hydrates only then), and the data it was rendered with, if any: a JSON block, which
 * the Content-Security-Policy lets through as it runs nothing.
 */
export function composePage(template: string, language: Language, page: RenderedPage): string {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  let html = replaceOnce(template, /<html[^>]*>/, `<html lang="${language}" dir="${direction}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}" />`);
  html = replaceOnce(html, '</head>', `${page.styles}</head>`);
  // `<` escaped, so that no text in the data can close the block.
  const state = page.state ? `<script type="application/json" id="${APOLLO_STATE_ELEMENT_ID}">${JSON.stringify(page.state).replaceAll('<', '\\u003c')}</script>` : '';
  return replaceOnce(html, '<div id="root"></div>', `<div id="root" data-prerendered="${language}">${page.html}</div>${state}`);
}
