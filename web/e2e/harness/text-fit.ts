import type { Page } from 'playwright-core';

/**
 * A text squeezed into a column too narrow to read: its box narrower than its longest word, or a text
 * that wraps, beside another box, in a box under `READABLE_LINE` of its characters wide (a title one
 * or two words a line beside its status).
 */
export interface SqueezedText {
  /** Where it is: the box's tag and class names, and its nearest landmark or list item. */
  element: string;
  text: string;
  word: string;
  wordWidth: number;
  boxWidth: number;
  /** How many of the text's characters, on average, a line of the box holds. */
  charactersPerLine: number;
}

/** The fewest characters a line of wrapped text holds: below it, titles and reasons read a word or two a line. */
const READABLE_LINE = 20;

export interface TextFit {
  /** How far the page reaches past the window's edge, in CSS pixels (0: no sideways scroll). */
  sidewaysOverflow: number;
  squeezed: SqueezedText[];
}

// Browser-side code as text: the e2e files compile with Node's types, not the DOM's. Each visible
// text is measured against the box that lays it out (its nearest ancestor that is not inline): the
// box's content width against the text's longest unbreakable run, drawn on a canvas in the text's own
// font, and, when the text wraps, against READABLE_LINE of its average characters. Texts cut on
// purpose (an ellipsis, a line clamp) and texts hidden or shrunk to a pixel (the visually-hidden
// pattern) are left out.
const MEASURE_TEXT_FIT = `(() => {
  const canvas = document.createElement('canvas').getContext('2d');
  const cutOnPurpose = (element) => {
    for (let at = element; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible') return true;
      if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') return true;
    }
    return false;
  };
  const layoutBox = (element) => {
    let at = element;
    while (at.parentElement && ['inline', 'contents'].includes(getComputedStyle(at).display)) at = at.parentElement;
    return at;
  };
  const contentWidth = (box) => {
    const style = getComputedStyle(box);
    const edges = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'].reduce((sum, side) => sum + (parseFloat(style[side]) || 0), 0);
    return box.getBoundingClientRect().width - edges;
  };
  const textWidth = (text, element) => {
    const style = getComputedStyle(element);
    canvas.font = [style.fontStyle, style.fontWeight, style.fontSize, style.fontFamily].join(' ');
    canvas.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
    const shown = style.textTransform === 'uppercase' ? text.toLocaleUpperCase() : text;
    return canvas.measureText(shown).width;
  };
  const describe = (box) => {
    const classes = typeof box.className === 'string' && box.className.trim() ? '.' + box.className.trim().split(/\\s+/).join('.') : '';
    const within = box.closest('li, dialog, [role="dialog"], main, header, footer, nav');
    return box.tagName.toLowerCase() + classes + (within && within !== box ? ' in ' + (within.getAttribute('role') || within.tagName.toLowerCase()) : '');
  };
  const squeezed = [];
  const seen = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const element = node.parentElement;
    if (!text || !element || element.closest('script, style, noscript, template, svg, select, option, textarea')) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = layoutBox(element);
    const rect = box.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1 || cutOnPurpose(element)) continue;
    // Break opportunities: ordinary spaces, and after a hyphen or a slash; a no-break space joins.
    const words = text.split(/[ \\t\\n\\r\\f\\u200b]+|(?<=[-\\u2010\\/])/u).filter(Boolean);
    const longest = words.map((word) => ({ word, width: textWidth(word, element) })).sort((a, b) => b.width - a.width)[0];
    const width = contentWidth(box);
    const whole = textWidth(text, element);
    const charactersPerLine = Math.floor((width / whole) * [...text].length);
    // A text that has its line to itself may wrap as it likes (a title in large type); one beside
    // another box must still keep READABLE_LINE characters a line.
    const besideAnother = box.parentElement && box.parentElement !== document.body && width < contentWidth(box.parentElement) - 1;
    const wrapsBesideAnother = besideAnother && whole > width + 1;
    const key = text + '|' + describe(box);
    if ((longest.width > width + 1 || (wrapsBesideAnother && charactersPerLine < ${READABLE_LINE})) && !seen.has(key)) {
      seen.add(key);
      squeezed.push({ element: describe(box), text: text.slice(0, 80), word: longest.word, wordWidth: Math.round(longest.width), boxWidth: Math.round(width), charactersPerLine });
    }
  }
  const scroller = document.scrollingElement || document.documentElement;
  return { sidewaysOverflow: scroller.scrollWidth - window.innerWidth, squeezed };
})()`;

/** Measures, in the page as it is now, whether it scrolls sideways and which texts are squeezed narrower than a word. */
export function measureTextFit(page: Page): Promise<TextFit> {
  return page.evaluate<TextFit>(MEASURE_TEXT_FIT);
}

/** The squeezed texts as lines to read in a failed assertion. */
export function squeezedLines(squeezed: SqueezedText[]): string[] {
  return squeezed.map(
    ({ element, text, word, wordWidth, boxWidth, charactersPerLine }) =>
      `${element}: “${text}” (its box ${boxWidth} px: ${charactersPerLine} characters a line; the word “${word}” ${wordWidth} px)`,
  );
}
