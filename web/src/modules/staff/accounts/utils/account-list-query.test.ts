import { describe, expect, it } from 'vitest';
import {
  readAccountListQuery,
  toUserFilter,
  writeAccountListQuery,
  type AccountListQuery,
} from '@/modules/staff/accounts/utils/account-list-query';

const makeQuery = (overrides: Partial<AccountListQuery> = {}): AccountListQuery => ({
  search: '',
  role: null,
  verified: null,
  approval: null,
  page: 1,
  sort: null,
  ...overrides,
});

describe('the accounts list state in the address', () => {
  it('reads the dashboard link for verified accounts waiting for approval', () => {
    const query = readAccountListQuery(new URLSearchParams('approval=PENDING&verified=true'));

    expect(query).toEqual(makeQuery({ approval: 'PENDING', verified: true }));
    expect(toUserFilter(query)).toEqual({ approvalStatus: 'PENDING', isVerified: true });
  });

  it('survives a round trip through the address', () => {
    const query = makeQuery({
      search: 'alaoui',
      role: 'AGENT',
      verified: false,
      approval: 'REJECTED',
      page: 4,
      sort: { key: 'email', direction: 'desc' },
    });

    expect(readAccountListQuery(writeAccountListQuery(query))).toEqual(query);
  });

  it('writes nothing for the defaults, so the plain list has a plain address', () => {
    expect(writeAccountListQuery(makeQuery()).toString()).toBe('');
  });

  it('ignores values a hand-edited address cannot mean', () => {
    const query = readAccountListQuery(
      new URLSearchParams('role=ROOT&verified=maybe&approval=LATER&page=-2'),
    );

    expect(query).toEqual(makeQuery());
  });

  it('sends no empty search to the server', () => {
    expect(toUserFilter(makeQuery({ search: '   ' })).search).toBeUndefined();
  });
});
