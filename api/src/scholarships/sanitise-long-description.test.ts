import { describe, expect, it } from 'vitest';
import { openingTags, RICH_TEXT_SAMPLES } from '@bourses/common/rich-text-samples';
import { sanitiseLongDescription } from './sanitise-long-description.ts';

describe('the long description sanitiser', () => {
  it.each(RICH_TEXT_SAMPLES)('keeps the tags of the one allow-list, as the web does: $html', ({ html, keptTags }) => {
    expect(openingTags(sanitiseLongDescription(html))).toEqual(keptTags);
  });

  it('keeps a link to the web or an e-mail address and drops any other address', () => {
    expect(sanitiseLongDescription('<a href="/admin">x</a><a href="mailto:bourses@example.ma">y</a>')).toBe(
      '<a rel="nofollow">x</a><a href="mailto:bourses@example.ma" rel="nofollow">y</a>',
    );
  });
});
