import { describe, expect, it } from 'vitest';
import {
  readApplicationListQuery,
  toApplicationExportFilters,
} from '@/modules/staff/applications/utils/application-list-query';

describe('the applications export', () => {
  it('asks the server for the rows the list shows, correspondence filters included', () => {
    const query = readApplicationListQuery(
      new URLSearchParams('status=PENDING&scholarship=7&unread=true&overdue=true'),
    );

    expect(toApplicationExportFilters(query)).toEqual({
      status: 'pending',
      scholarshipId: '7',
      search: undefined,
      assignee: undefined,
      unreadFromStudents: 'true',
      overdueCorrections: 'true',
    });
  });

  it('leaves them out when the list does', () => {
    const query = readApplicationListQuery(new URLSearchParams('status=PENDING'));

    expect(toApplicationExportFilters(query)).toMatchObject({
      unreadFromStudents: undefined,
      overdueCorrections: undefined,
    });
  });
});
