import { describe, expect, it } from 'vitest';
import { readAccountListQuery } from '@/modules/staff/accounts/utils/account-list-query';
import { readApplicationListQuery } from '@/modules/staff/applications/utils/application-list-query';
import { applicationsLink, pendingAccountsLink } from '@/modules/staff/dashboard/utils/dashboard-links';

const paramsOf = (link: string) => new URL(link, 'https://bourses.ma').searchParams;

describe('the work queue links', () => {
  it('open the applications list on exactly the pending ones', () => {
    expect(readApplicationListQuery(paramsOf(applicationsLink({ pending: true })))).toMatchObject({
      status: 'PENDING',
      scholarshipId: '',
      search: '',
      page: 1,
    });
  });

  it("open the applications list on one scholarship's applications, or its pending ones", () => {
    expect(readApplicationListQuery(paramsOf(applicationsLink({ scholarshipId: '42' })))).toMatchObject({
      status: null,
      scholarshipId: '42',
    });
    expect(
      readApplicationListQuery(paramsOf(applicationsLink({ pending: true, scholarshipId: '42' }))),
    ).toMatchObject({
      status: 'PENDING',
      scholarshipId: '42',
    });
  });

  it('open the accounts list on those waiting for approval, whatever their e-mail', () => {
    const link = pendingAccountsLink();

    expect(link.startsWith('/admin/accounts?')).toBe(true);
    expect(readAccountListQuery(paramsOf(link))).toMatchObject({
      approval: 'PENDING',
      verified: null,
      role: null,
      search: '',
    });
  });
});
