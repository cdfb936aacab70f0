import { describe, expect, it } from 'vitest';
import {
  readPaymentListQuery,
  toPaymentFilter,
  writePaymentListQuery,
} from '@/modules/staff/payments/utils/payment-list-query';

describe('the payments list in the address', () => {
  it('reads the flagged queue with its filters and writes it back the same', () => {
    const params = new URLSearchParams('flagged=true&status=RECEIPT_SUBMITTED&kind=APPLICATION&scholarship=3&search=B4K7&page=2');

    const query = readPaymentListQuery(params);

    expect(query).toEqual({
      flaggedOnly: true,
      status: 'RECEIPT_SUBMITTED',
      kind: 'APPLICATION',
      scholarshipId: '3',
      search: 'B4K7',
      page: 2,
    });
    expect(writePaymentListQuery(query).toString()).toBe(params.toString());
    expect(toPaymentFilter(query)).toEqual({
      flagged: true,
      status: 'RECEIPT_SUBMITTED',
      kind: 'APPLICATION',
      scholarshipId: '3',
      search: 'B4K7',
    });
  });

  it('ignores values a hand-edited address made up, and filters nothing by default', () => {
    const query = readPaymentListQuery(new URLSearchParams('status=PAID&kind=GIFT&flagged=yes'));

    expect(query).toMatchObject({ status: null, kind: null, flaggedOnly: false, page: 1 });
    expect(writePaymentListQuery(query).toString()).toBe('');
    expect(toPaymentFilter(query)).toEqual({ status: undefined, kind: undefined, scholarshipId: undefined, flagged: undefined, search: undefined });
  });
});
