import {
  readApplicationListQuery,
  writeApplicationListQuery,
  type ApplicationListQuery,
} from '@/modules/staff/applications/utils/application-list-query';

/**
 * The queue a review page steps through with "Next application" (docs/product-rules.md, "Reviewing
 * one application after another"): the applications list the agent opened it from, with its filters
 * and page, carried in the link's history state; opened from anywhere else, the pending applications.
 */
export interface ApplicationQueueState {
  applicationQueue: string;
}

const PENDING_QUEUE = 'status=PENDING';

/** The history state a link into the queue carries: the list's own address query. */
export function applicationQueueState(query: ApplicationListQuery): ApplicationQueueState {
  return { applicationQueue: writeApplicationListQuery(query).toString() };
}

/** The queue a review page was opened in, from its history state; the pending applications without one. */
export function readApplicationQueue(state: unknown): ApplicationQueueState {
  if (
    typeof state === 'object' &&
    state !== null &&
    'applicationQueue' in state &&
    typeof state.applicationQueue === 'string'
  ) {
    return { applicationQueue: state.applicationQueue };
  }
  return { applicationQueue: PENDING_QUEUE };
}

export function queueListQuery(queue: ApplicationQueueState): ApplicationListQuery {
  return readApplicationListQuery(new URLSearchParams(queue.applicationQueue));
}

interface QueuePlace {
  id: string;
  createdAt: string;
}

/** Whether `row` comes after `current` in the list's order: newest first, then the higher id first (the api's). */
export function comesAfter(row: QueuePlace, current: QueuePlace): boolean {
  const [rowTime, currentTime] = [Date.parse(row.createdAt), Date.parse(current.createdAt)];
  if (rowTime !== currentTime) return rowTime < currentTime;
  return Number(row.id) < Number(current.id);
}

/**
 * The application after `current` among `rows` (one page of the queue, in its order). Judged by the
 * list's order rather than by position: a decided application often leaves its list (the pending one).
 */
export function nextInQueue<Row extends QueuePlace>(rows: readonly Row[], current: QueuePlace): Row | null {
  return rows.find((row) => row.id !== current.id && comesAfter(row, current)) ?? null;
}
