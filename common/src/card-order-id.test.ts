import { describe, expect, it } from 'vitest';
import { isCardOrderId } from './card-order-id.ts';

describe('a card order id', () => {
  it('is a payment reference, a dash and 12 lowercase hex digits', () => {
    expect(isCardOrderId('B7K2M9QX-0123456789ab')).toBe(true);
  });

  it('is nothing else', () => {
    for (const value of [
      'B7K2M9QX-0123456789a',
      'B7K2M9QX-0123456789AB',
      'B7K2M9QI-0123456789ab',
      'x"><script>',
      'A-1',
      '',
      42,
      undefined,
    ]) {
      expect(isCardOrderId(value), String(value)).toBe(false);
    }
  });
});
