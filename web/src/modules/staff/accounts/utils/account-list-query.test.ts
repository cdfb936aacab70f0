import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACCOUNT_SORT,
  readAccountListQuery,
  toAccountExportFilters,
  toUserFilter,
  toUserSort,
  writeAccountListQuery,
  type AccountListQuery,
} from '@/modules/staff/accounts/utils/account-list-query';

const makeQuery = (overrides: Partial<AccountListQuery> = {}): AccountListQuery => ({
  search: '',
  role: null,
  verified: null,
  approval: null,
  assignment: null,
  unreadFromStudents: false,
  overdueCorrections: false,
  page: 1,
  sort: DEFAULT_ACCOUNT_SORT,
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
      new URLSearchParams('role=ROOT&verified=maybe&approval=LATER&page=-2&sort=-password'),
    );

    expect(query).toEqual(makeQuery());
  });

  it('asks the server for newest first when the address names no sort, and writes none for it', () => {
    const query = readAccountListQuery(new URLSearchParams('role=CLIENT'));

    expect(toUserSort(query.sort)).toEqual({ field: 'CREATED_AT', order: 'DESC' });
    expect(writeAccountListQuery(query).toString()).toBe('role=CLIENT');
  });

  it('asks the server for the sort of the address, so that every page follows it', () => {
    const byName = readAccountListQuery(new URLSearchParams('sort=name'));
    const byStatus = readAccountListQuery(new URLSearchParams('sort=-approvalStatus&page=3'));
    const oldestFirst = readAccountListQuery(new URLSearchParams('sort=createdAt'));

    expect(toUserSort(byName.sort)).toEqual({ field: 'NAME', order: 'ASC' });
    expect(toUserSort(byStatus.sort)).toEqual({ field: 'APPROVAL_STATUS', order: 'DESC' });
    expect(toUserSort(oldestFirst.sort)).toEqual({ field: 'CREATED_AT', order: 'ASC' });
    expect(writeAccountListQuery(oldestFirst).toString()).toBe('sort=createdAt');
  });

  it('sends no empty search to the server', () => {
    expect(toUserFilter(makeQuery({ search: '   ' })).search).toBeUndefined();
  });
});

describe('the accounts export', () => {
  it('asks the server for the rows the list shows, correspondence filters included', () => {
    const query = readAccountListQuery(new URLSearchParams('search=salma&unread=true&overdue=true'));

    expect(toAccountExportFilters(query)).toEqual({
      search: 'salma',
      role_id: undefined,
      is_verified: undefined,
      approval_status: undefined,
      assignee: undefined,
      unread_from_students: 'true',
      overdue_corrections: 'true',
    });
    expect(toAccountExportFilters(makeQuery())).toMatchObject({
      unread_from_students: undefined,
      overdue_corrections: undefined,
    });
  });
});
