import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ApplicationStatus } from '@/modules/staff/__generated__/graphql';
import { APPROVE_APPLICATION } from '@/modules/staff/applications/graphql/ApproveApplication';
import { DELETE_APPLICATION } from '@/modules/staff/applications/graphql/DeleteApplication';
import { REJECT_APPLICATION } from '@/modules/staff/applications/graphql/RejectApplication';
import { UPDATE_APPLICATION_STATUS } from '@/modules/staff/applications/graphql/UpdateApplicationStatus';
import { useFailureMessage } from '@/modules/staff/shared/hooks/useFailureMessage';

const REFETCH = ['StaffApplication', 'StaffApplications', 'StaffDashboard'];

/** The staff's decisions on an application; each answers null on success or the message to show. */
export function useReviewApplication() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const [approveMutation, approveState] = useMutation(APPROVE_APPLICATION);
  const [rejectMutation, rejectState] = useMutation(REJECT_APPLICATION);
  const [statusMutation, statusState] = useMutation(UPDATE_APPLICATION_STATUS);
  const [deleteMutation] = useMutation(DELETE_APPLICATION);

  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<string | null> => {
      try {
        await action();
        return null;
      } catch (error) {
        return failureMessage(error, t`Failed to update application`);
      }
    },
    [failureMessage, t],
  );
  const feedbackOf = (feedback: string) => feedback.trim() || null;

  return {
    approve: (id: string, feedback: string) =>
      run(() =>
        approveMutation({ variables: { id, feedback: feedbackOf(feedback) }, refetchQueries: REFETCH }),
      ),
    reject: (id: string, feedback: string) =>
      run(() =>
        rejectMutation({ variables: { id, feedback: feedbackOf(feedback) }, refetchQueries: REFETCH }),
      ),
    setStatus: (id: string, status: ApplicationStatus, feedback: string) =>
      run(() =>
        statusMutation({
          variables: { id, status, feedback: feedbackOf(feedback) },
          refetchQueries: REFETCH,
        }),
      ),
    remove: (id: string) =>
      run(() =>
        deleteMutation({ variables: { id }, refetchQueries: ['StaffApplications', 'StaffDashboard'] }),
      ),
    busy: approveState.loading || rejectState.loading || statusState.loading,
  };
}
