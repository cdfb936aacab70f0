import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { APPLY_TO_SCHOLARSHIP } from '@/modules/scholarships/graphql/ApplyToScholarship';
import { RESUBMIT_APPLICATION } from '@/modules/scholarships/graphql/ResubmitApplication';
import { errorMessage } from '@/modules/api/utils/graphql-error';

export type SubmitReceiptOutcome = { ok: true } | { ok: false; message: string };

export interface SubmitReceiptInput {
  scholarshipId: string;
  /** The existing application to send a new receipt for, or null to apply. */
  applicationId: string | null;
  receipt: File;
}

/** Applies with a receipt, or sends a new one for a pending or rejected application. */
export function useSubmitReceipt() {
  const { t } = useLingui();
  const [apply, applyState] = useMutation(APPLY_TO_SCHOLARSHIP);
  const [resubmit, resubmitState] = useMutation(RESUBMIT_APPLICATION);

  const submitReceipt = useCallback(
    async ({ scholarshipId, applicationId, receipt }: SubmitReceiptInput): Promise<SubmitReceiptOutcome> => {
      try {
        if (applicationId) {
          await resubmit({ variables: { applicationId, receipt } });
        } else {
          await apply({ variables: { scholarshipId, receipt }, refetchQueries: ['ScholarshipDetail', 'MyApplications'] });
        }
        return { ok: true };
      } catch (error) {
        const fallback = applicationId ? t`Failed to update application` : t`Failed to submit application`;
        return { ok: false, message: errorMessage(error, fallback, (status) => t`API Error: ${status}`) };
      }
    },
    [apply, resubmit, t],
  );

  return { submitReceipt, submitting: applyState.loading || resubmitState.loading };
}
