import { describe, expect, it } from 'vitest';
import {
  applicationQueueState,
  comesAfter,
  nextInQueue,
  queueListQuery,
  readApplicationQueue,
} from '@/modules/staff/applications/utils/application-queue';

const row = (id: string, createdAt: string) => ({ id, createdAt });

describe('the review queue', () => {
  it('is the list the agent came from, filters and page included', () => {
    const state = applicationQueueState({
      status: 'PENDING',
      scholarshipId: '7',
      search: 'Salma',
      assignment: 'ME',
      page: 2,
    });

    expect(queueListQuery(readApplicationQueue(state))).toEqual({
      status: 'PENDING',
      scholarshipId: '7',
      search: 'Salma',
      assignment: 'ME',
      unreadFromStudents: false,
      overdueCorrections: false,
      page: 2,
    });
  });

  it('is the pending applications when the page was opened from elsewhere', () => {
    for (const state of [null, undefined, {}, { applicationQueue: 3 }]) {
      expect(queueListQuery(readApplicationQueue(state))).toMatchObject({
        status: 'PENDING',
        scholarshipId: '',
        page: 1,
      });
    }
  });

  it('keeps an unfiltered list as the whole list, not the pending one', () => {
    const state = applicationQueueState({
      status: null,
      scholarshipId: '',
      search: '',
      assignment: null,
      page: 1,
    });

    expect(queueListQuery(readApplicationQueue(state)).status).toBeNull();
  });

  it('follows the list order: newest first, then the higher id first', () => {
    const current = row('10', '2030-03-02T10:00:00.000Z');

    expect(comesAfter(row('9', '2030-03-01T10:00:00.000Z'), current)).toBe(true);
    expect(comesAfter(row('11', '2030-03-03T10:00:00.000Z'), current)).toBe(false);
    expect(comesAfter(row('9', '2030-03-02T10:00:00.000Z'), current)).toBe(true);
    expect(comesAfter(row('12', '2030-03-02T10:00:00.000Z'), current)).toBe(false);
  });

  it('takes the application below the current one, even when the decision took it out of the list', () => {
    const rows = [
      row('30', '2030-03-03T00:00:00Z'),
      row('10', '2030-03-01T00:00:00Z'),
      row('5', '2030-02-01T00:00:00Z'),
    ];

    expect(nextInQueue(rows, row('20', '2030-03-02T00:00:00Z'))?.id).toBe('10');
    expect(nextInQueue(rows, row('30', '2030-03-03T00:00:00Z'))?.id).toBe('10');
    expect(nextInQueue(rows, row('5', '2030-02-01T00:00:00Z'))).toBeNull();
  });
});
