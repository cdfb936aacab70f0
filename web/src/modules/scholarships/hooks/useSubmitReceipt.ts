import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { MY_APPLICATIONS } from '@/modules/applications/graphql/MyApplications';
import { APPLY_TO_SCHOLARSHIP } from '@/modules/scholarships/graphql/ApplyToScholarship';
import { RESUBMIT_APPLICATION } from '@/modules/scholarships/graphql/ResubmitApplication';
import { SCHOLARSHIP_DETAIL } from '@/modules/scholarships/graphql/ScholarshipDetail';

// A first application changes the scholarship's page and the student's list; a new receipt changes neither.
const AFTER_APPLY = [SCHOLARSHIP_DETAIL, MY_APPLICATIONS];

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
  const apply = useMutationAction(APPLY_TO_SCHOLARSHIP, { fallback: t`Failed to submit application`, refetch: AFTER_APPLY });
  const resubmit = useMutationAction(RESUBMIT_APPLICATION, { fallback: t`Failed to update application` });
  const runApply = apply.run;
  const runResubmit = resubmit.run;

  const submitReceipt = useCallback(
    async ({ scholarshipId, applicationId, receipt }: SubmitReceiptInput): Promise<SubmitReceiptOutcome> => {
      const outcome = applicationId ? await runResubmit({ applicationId, receipt }) : await runApply({ scholarshipId, receipt });
      return outcome.ok ? { ok: true } : { ok: false, message: outcome.message };
    },
    [runApply, runResubmit],
  );

  return { submitReceipt, submitting: apply.running || resubmit.running };
}
