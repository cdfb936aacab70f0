import { describe, expect, it } from 'vitest';
import {
  readMyApplicationsQuery,
  writeMyApplicationsQuery,
} from '@/modules/applications/utils/my-applications-query';

describe("the address of a student's applications", () => {
  it('reads the status, the search and the page back from what it wrote', () => {
    const query = { status: 'REJECTED' as const, search: 'sorbonne', page: 2 };

    expect(writeMyApplicationsQuery(query).toString()).toBe('status=REJECTED&search=sorbonne&page=2');
    expect(readMyApplicationsQuery(writeMyApplicationsQuery(query))).toEqual(query);
  });

  it('ignores an unknown status and a bad page typed into the address', () => {
    expect(readMyApplicationsQuery(new URLSearchParams('status=LOST&page=-3'))).toEqual({
      status: null,
      search: '',
      page: 1,
    });
  });

  it('writes nothing for the first page of everything', () => {
    expect(writeMyApplicationsQuery({ status: null, search: '  ', page: 1 }).toString()).toBe('');
  });
});
