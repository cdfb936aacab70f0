import { useLingui } from '@lingui/react/macro';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import type { ApplicationStatus, VerifyPaymentInput } from '@/modules/staff/__generated__/graphql';
import { useMutationAction, type MutationOutcome } from '@/modules/api/hooks/useMutationAction';
import { APPROVE_APPLICATION } from '@/modules/staff/applications/graphql/ApproveApplication';
import { DELETE_APPLICATION } from '@/modules/staff/applications/graphql/DeleteApplication';
import { REJECT_APPLICATION } from '@/modules/staff/applications/graphql/RejectApplication';
import { STAFF_APPLICATION } from '@/modules/staff/applications/graphql/StaffApplication';
import { STAFF_APPLICATIONS } from '@/modules/staff/applications/graphql/StaffApplications';
import { UPDATE_APPLICATION_STATUS } from '@/modules/staff/applications/graphql/UpdateApplicationStatus';
import { STAFF_DASHBOARD } from '@/modules/staff/dashboard/graphql/StaffDashboard';
import { STAFF_PAYMENTS } from '@/modules/staff/payments/graphql/StaffPayments';

const AFTER_DECISION = [STAFF_APPLICATION, STAFF_APPLICATIONS, STAFF_DASHBOARD, STAFF_PAYMENTS];
const AFTER_DELETE = [STAFF_APPLICATIONS, STAFF_DASHBOARD];

const feedbackOf = (feedback: string) => feedback.trim() || null;
const messageOf = (outcome: MutationOutcome<unknown>) => (outcome.ok ? null : outcome.message);

/** The staff's decisions on an application; each answers null on success or the message to show. */
export function useReviewApplication() {
  const { t } = useLingui();
  const fallback = t(SHARED_MESSAGES.applicationUpdateFailed);
  const approve = useMutationAction(APPROVE_APPLICATION, { fallback, refetch: AFTER_DECISION });
  const reject = useMutationAction(REJECT_APPLICATION, { fallback, refetch: AFTER_DECISION });
  const setStatus = useMutationAction(UPDATE_APPLICATION_STATUS, { fallback, refetch: AFTER_DECISION });
  const remove = useMutationAction(DELETE_APPLICATION, { fallback, refetch: AFTER_DELETE });

  return {
    /** With `payment`, the fee's payment is verified in the same step (docs/payments.md, The approval rule). */
    approve: async (id: string, feedback: string, payment?: VerifyPaymentInput) => {
      const outcome = await approve.run({ id, feedback: feedbackOf(feedback), payment: payment ?? null });
      return outcome.ok ? null : { message: outcome.message, fieldErrors: outcome.fieldErrors };
    },
    reject: async (id: string, feedback: string) =>
      messageOf(await reject.run({ id, feedback: feedbackOf(feedback) })),
    setStatus: async (id: string, status: ApplicationStatus, feedback: string) =>
      messageOf(await setStatus.run({ id, status, feedback: feedbackOf(feedback) })),
    remove: async (id: string) => messageOf(await remove.run({ id })),
    busy: approve.running || reject.running || setStatus.running,
  };
}
