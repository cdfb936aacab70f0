import { describe, expect, it } from 'vitest';
import {
  readAccountListQuery,
  toUserFilter,
  writeAccountListQuery,
} from '@/modules/staff/accounts/utils/account-list-query';
import {
  readApplicationListQuery,
  toApplicationFilter,
  writeApplicationListQuery,
} from '@/modules/staff/applications/utils/application-list-query';
import { accountsLink, applicationsLink } from '@/modules/staff/dashboard/utils/dashboard-links';

describe('the correspondence filters in the lists’ address', () => {
  it('keep "unread from students" and "overdue corrections" of the applications list through a reload', () => {
    const query = readApplicationListQuery(
      new URLSearchParams('scholarship=12&unread=true&overdue=true&page=2'),
    );

    expect(query).toMatchObject({
      scholarshipId: '12',
      unreadFromStudents: true,
      overdueCorrections: true,
      page: 2,
    });
    expect(toApplicationFilter(query)).toEqual({
      scholarshipId: '12',
      unreadFromStudents: true,
      overdueCorrections: true,
    });
    expect(writeApplicationListQuery(query).toString()).toBe(
      'scholarship=12&unread=true&overdue=true&page=2',
    );
  });

  it('leave the address and the filter alone when off', () => {
    const query = readApplicationListQuery(new URLSearchParams('unread=false'));

    expect(writeApplicationListQuery(query).toString()).toBe('');
    expect(toApplicationFilter(query)).toEqual({});
  });

  it('keep "unread from students" and "overdue corrections" of the accounts list', () => {
    const query = readAccountListQuery(new URLSearchParams('unread=true&overdue=true'));

    expect(toUserFilter(query)).toEqual({ unreadFromStudents: true, overdueCorrections: true });
    expect(writeAccountListQuery(query).toString()).toBe('unread=true&overdue=true');
  });

  it('are what the work queue’s links open', () => {
    expect(applicationsLink({ unread: true })).toBe('/admin/applications?unread=true');
    expect(applicationsLink({ overdue: true })).toBe('/admin/applications?overdue=true');
    expect(accountsLink({ unread: true })).toBe('/admin/accounts?unread=true');
    expect(accountsLink({ overdue: true })).toBe('/admin/accounts?overdue=true');
  });
});
