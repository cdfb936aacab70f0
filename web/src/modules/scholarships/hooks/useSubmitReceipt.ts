import { useLingui } from '@lingui/react/macro';
import { MY_APPLICATIONS } from '@/modules/applications/graphql/MyApplications';
import { APPLY_TO_SCHOLARSHIP } from '@/modules/scholarships/graphql/ApplyToScholarship';
import { RESUBMIT_APPLICATION } from '@/modules/scholarships/graphql/ResubmitApplication';
import { SCHOLARSHIP_DETAIL } from '@/modules/scholarships/graphql/ScholarshipDetail';
import { useUploadAction } from '@/modules/uploads/hooks/useUploadAction';

// A first application changes the scholarship's page and the student's list; a new receipt changes neither.
const AFTER_APPLY = [SCHOLARSHIP_DETAIL, MY_APPLICATIONS];

export interface SubmitReceiptTarget {
  scholarshipId: string;
  /** The existing application to send a new receipt for, or null to apply. */
  applicationId: string | null;
}

/**
 * Applies with a receipt (or none, to a free scholarship), or sends a new one for a pending or rejected application; the upload shows
 * its progress and can be cancelled (useUploadAction).
 */
export function useSubmitReceipt({ scholarshipId, applicationId }: SubmitReceiptTarget) {
  const { t } = useLingui();
  const apply = useUploadAction(APPLY_TO_SCHOLARSHIP, { fallback: t`Failed to submit application`, refetch: AFTER_APPLY });
  const resubmit = useUploadAction(RESUBMIT_APPLICATION, { fallback: t`Failed to update application` });
  const { cancel, state, sending } = applicationId ? resubmit : apply;
  // Applying to a free scholarship may send none; a new receipt is always one.
  const submitReceipt = (receipt: File | undefined) =>
    applicationId && receipt ? resubmit.send({ applicationId, receipt }) : apply.send({ scholarshipId, receipt });
  return { submitReceipt, cancel, upload: state, sending };
}
