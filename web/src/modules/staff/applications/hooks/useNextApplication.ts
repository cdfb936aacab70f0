import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { FIRST_PAGE, PAGE_SIZE } from '@bourses/common/limits';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { getFragmentData } from '@/modules/staff/__generated__';
import { APPLICATION_ROW_FIELDS } from '@/modules/staff/applications/graphql/ApplicationRowFields';
import { STAFF_APPLICATIONS } from '@/modules/staff/applications/graphql/StaffApplications';
import { toApplicationFilter } from '@/modules/staff/applications/utils/application-list-query';
import {
  applicationQueueState,
  nextInQueue,
  queueListQuery,
  type ApplicationQueueState,
} from '@/modules/staff/applications/utils/application-queue';

export type NextApplication =
  { ok: true; next: { id: string; queue: ApplicationQueueState } | null } | { ok: false; message: string };

/**
 * Finds, once asked (after a decision), the application after `current` in its queue as the server
 * lists it now. It reads the agent's page of the list with the pages around it, since decisions move
 * rows from one page to another; past the end of the list, the queue starts over from its top.
 */
export function useNextApplication() {
  const { t } = useLingui();
  const client = useApolloClient();
  const failureMessage = useFailureMessage();
  const [finding, setFinding] = useState(false);

  const find = useCallback(
    async (
      queue: ApplicationQueueState,
      current: { id: string; createdAt: string },
    ): Promise<NextApplication> => {
      const query = queueListQuery(queue);
      const rowsOf = async (page: number) => {
        const { data } = await client.query({
          query: STAFF_APPLICATIONS,
          variables: { filter: toApplicationFilter(query), page, limit: PAGE_SIZE },
          fetchPolicy: 'network-only',
        });
        return getFragmentData(APPLICATION_ROW_FIELDS, data?.applications.items ?? []).map((row) => ({
          ...row,
          page,
        }));
      };
      const around = [query.page - 1, query.page, query.page + 1].filter((page) => page >= FIRST_PAGE);
      setFinding(true);
      try {
        // In the list's order, so the first one after `current` is the next.
        const rows = (await Promise.all(around.map(rowsOf))).flat();
        const found =
          nextInQueue(rows, current) ?? (await rowsOf(FIRST_PAGE)).find((row) => row.id !== current.id);
        if (!found) return { ok: true, next: null };
        return {
          ok: true,
          next: { id: found.id, queue: applicationQueueState({ ...query, page: found.page }) },
        };
      } catch (error) {
        return { ok: false, message: failureMessage(error, t`Failed to fetch admin applications`) };
      } finally {
        setFinding(false);
      }
    },
    [client, failureMessage, t],
  );
  return { find, finding };
}
