import { describe, expect, it } from 'vitest';
import { newRequestId, wellFormedRequestId } from './request-id.ts';

describe('wellFormedRequestId', () => {
  it.each(['3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b', 'lb-42', 'A'])('keeps %s', (id) => {
    expect(wellFormedRequestId(id)).toBe(id);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['a line break that would forge a log line', 'abc\n{"level":50}'],
    ['spaces', 'a b'],
    ['quotes and braces', '"}{'],
    ['an underscore', 'a_b'],
    ['65 characters', 'a'.repeat(65)],
    ['non-ASCII letters', 'طلب-1'],
  ])('refuses %s', (_what, value) => {
    expect(wellFormedRequestId(value)).toBeUndefined();
  });
});

describe('newRequestId', () => {
  it('is well-formed and new each time', () => {
    const first = newRequestId();

    expect(wellFormedRequestId(first)).toBe(first);
    expect(newRequestId()).not.toBe(first);
  });
});
