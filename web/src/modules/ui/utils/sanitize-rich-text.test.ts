import { describe, expect, it } from 'vitest';
import { openingTags, RICH_TEXT_SAMPLES } from '@bourses/common/rich-text-samples';
import { isBlankHtml, sanitizeRichText } from '@/modules/ui/utils/sanitize-rich-text';
import { sanitizeRichTextWithoutDom } from '@/modules/ui/utils/sanitize-rich-text-without-dom';

describe('the long description sanitiser', () => {
  it('keeps the toolbar markup', () => {
    const html =
      '<h2>Bourse</h2><p><strong>Gras</strong> et <em>italique</em></p><ul><li>Un</li></ul><ol><li>Deux</li></ol>';

    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and frames', () => {
    const html =
      '<p onclick="steal()" style="color:red">Texte<script>alert(1)</script></p><iframe src="x"></iframe><img src=x onerror=alert(1)>';

    expect(sanitizeRichText(html)).toBe('<p>Texte</p>');
  });

  it('drops javascript links and opens web links in a new tab without access to the console', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://www.enssup.gov.ma">Ministère</a>')).toBe(
      '<a href="https://www.enssup.gov.ma" target="_blank" rel="noopener noreferrer">Ministère</a>',
    );
  });

  it('tells an editor left empty from one with text', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p>منحة</p>')).toBe(false);
  });

  it.each(RICH_TEXT_SAMPLES)(
    'keeps the tags of the one allow-list, as the api does: $html',
    ({ html, keptTags }) => {
      expect(openingTags(sanitizeRichText(html))).toEqual(keptTags);
    },
  );

  // The pages the bff renders with their data sanitise without a DOM; the browser then hydrates them.
  // Compared as the browser parses them (sanitize-html writes `<br />` where the DOM writes `<br>`).
  const parsed = (html: string) =>
    Object.assign(document.createElement('template'), { innerHTML: html }).innerHTML;
  it.each([
    ...RICH_TEXT_SAMPLES.map(({ html }) => html),
    '<p onclick="steal()" style="color:red">Texte<script>alert(1)</script></p><iframe src="x"></iframe><img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a><a href="https://www.enssup.gov.ma" target="_self">Ministère</a>',
  ])('sanitises alike where there is no DOM: %s', (html) => {
    expect(parsed(sanitizeRichTextWithoutDom(html))).toBe(sanitizeRichText(html));
  });
});
