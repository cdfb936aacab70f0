import { useLingui } from '@lingui/react/macro';
import type { BulkApplicationsInput } from '@/modules/staff/__generated__/graphql';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { STAFF_APPLICATION } from '@/modules/staff/applications/graphql/StaffApplication';
import { STAFF_APPLICATIONS } from '@/modules/staff/applications/graphql/StaffApplications';
import { BULK_DECIDE_APPLICATIONS } from '@/modules/staff/casework/graphql/BulkDecideApplications';

/** Runs a bulk action; answers each row's outcome, or the message of a request refused as a whole. */
export function useBulkDecision() {
  const { t } = useLingui();
  const action = useMutationAction(BULK_DECIDE_APPLICATIONS, {
    fallback: t`The bulk action failed.`,
    refetch: [STAFF_APPLICATIONS, STAFF_APPLICATION],
  });
  return {
    run: async (input: BulkApplicationsInput) => {
      const outcome = await action.run({ input });
      return outcome.ok
        ? { ok: true as const, result: outcome.data.bulkDecideApplications }
        : { ok: false as const, message: outcome.message, fieldErrors: outcome.fieldErrors };
    },
    busy: action.running,
  };
}
