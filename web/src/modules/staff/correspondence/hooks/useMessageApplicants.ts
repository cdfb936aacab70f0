import { useLingui } from '@lingui/react/macro';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import type { MessageApplicantsInput } from '@/modules/staff/__generated__/graphql';
import { STAFF_APPLICATIONS } from '@/modules/staff/applications/graphql/StaffApplications';
import { MESSAGE_APPLICANTS } from '@/modules/staff/correspondence/graphql/MessageApplicants';

/** Writes one message to the student of each chosen application; answers each row's outcome, or why all were refused. */
export function useMessageApplicants() {
  const { t } = useLingui();
  const action = useMutationAction(MESSAGE_APPLICANTS, {
    fallback: t`The message could not be sent.`,
    refetch: [STAFF_APPLICATIONS],
  });
  return {
    run: async (input: MessageApplicantsInput) => {
      const outcome = await action.run({ input });
      return outcome.ok
        ? { ok: true as const, result: outcome.data.messageApplicants }
        : { ok: false as const, message: outcome.message, fieldErrors: outcome.fieldErrors };
    },
    busy: action.running,
  };
}
