import { useLingui } from '@lingui/react/macro';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { STAFF_USER } from '@/modules/staff/accounts/graphql/StaffUser';
import { STAFF_USERS } from '@/modules/staff/accounts/graphql/StaffUsers';
import { STAFF_APPLICATION } from '@/modules/staff/applications/graphql/StaffApplication';
import { STAFF_APPLICATIONS } from '@/modules/staff/applications/graphql/StaffApplications';
import type { AssignmentSubject } from '@/modules/staff/casework/hooks/useAssign';
import { REQUEST_CORRECTION } from '@/modules/staff/correspondence/graphql/RequestCorrection';
import { WITHDRAW_CORRECTION_REQUEST } from '@/modules/staff/correspondence/graphql/WithdrawCorrectionRequest';
import {
  toRequestCorrectionInput,
  type CorrectionDraft,
} from '@/modules/staff/correspondence/utils/correction-form-rules';
import { STAFF_DASHBOARD } from '@/modules/staff/dashboard/graphql/StaffDashboard';

// The status, the request, the queue rows and the dashboard's counts all change with a request.
const AFTER_CHANGE = [STAFF_APPLICATION, STAFF_USER, STAFF_APPLICATIONS, STAFF_USERS, STAFF_DASHBOARD];

/** A refused request: the message, and the field errors the server named (message, dueDate, items). */
export interface CorrectionFailure {
  message: string;
  fieldErrors: Record<string, string>;
}

/** Asks a student for corrections on an application or an account, or withdraws the open request. */
export function useCorrectionRequest() {
  const { t } = useLingui();
  const request = useMutationAction(REQUEST_CORRECTION, {
    fallback: t`The correction request could not be sent.`,
    refetch: AFTER_CHANGE,
  });
  const withdraw = useMutationAction(WITHDRAW_CORRECTION_REQUEST, {
    fallback: t`The correction request could not be withdrawn.`,
    refetch: AFTER_CHANGE,
  });
  return {
    request: async (
      subject: AssignmentSubject,
      draft: CorrectionDraft,
    ): Promise<CorrectionFailure | null> => {
      const outcome = await request.run({ input: toRequestCorrectionInput(subject, draft) });
      return outcome.ok ? null : { message: outcome.message, fieldErrors: outcome.fieldErrors };
    },
    withdraw: async (requestId: string): Promise<string | null> => {
      const outcome = await withdraw.run({ requestId });
      return outcome.ok ? null : outcome.message;
    },
    busy: request.running || withdraw.running,
  };
}
