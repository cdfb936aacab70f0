import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { DELETE_SCHOLARSHIP } from '@/modules/staff/scholarships/graphql/DeleteScholarship';
import { useFailureMessage } from '@/modules/staff/shared/hooks/useFailureMessage';

/** Deletes a scholarship (with force, its applications too: ADMIN only); null on success or the message. */
export function useDeleteScholarship() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const [mutate] = useMutation(DELETE_SCHOLARSHIP);
  return useCallback(
    async (id: string, force: boolean): Promise<string | null> => {
      try {
        await mutate({
          variables: { id, force },
          refetchQueries: ['StaffScholarships', 'StaffDashboard', 'ScholarshipChoices'],
        });
        return null;
      } catch (error) {
        return failureMessage(error, t`Something went wrong`);
      }
    },
    [mutate, failureMessage, t],
  );
}
