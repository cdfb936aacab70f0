import { useLingui } from '@lingui/react/macro';
import { useMutationAction, type MutationOutcome } from '@/modules/api/hooks/useMutationAction';
import { STAFF_USERS } from '@/modules/staff/accounts/graphql/StaffUsers';
import { STAFF_APPLICATIONS } from '@/modules/staff/applications/graphql/StaffApplications';
import { ASSIGN_ACCOUNT } from '@/modules/staff/casework/graphql/AssignAccount';
import { ASSIGN_APPLICATION } from '@/modules/staff/casework/graphql/AssignApplication';

/** What an assignment is about. */
export type AssignmentSubject = { kind: 'application'; id: string } | { kind: 'account'; id: string };

const messageOf = (outcome: MutationOutcome<unknown>) => (outcome.ok ? null : outcome.message);

/** Gives an application or an account to a staff member (null: to nobody); answers null or the message to show. */
export function useAssign() {
  const { t } = useLingui();
  const fallback = t`The assignment could not be saved.`;
  const application = useMutationAction(ASSIGN_APPLICATION, { fallback, refetch: [STAFF_APPLICATIONS] });
  const account = useMutationAction(ASSIGN_ACCOUNT, { fallback, refetch: [STAFF_USERS] });
  return {
    assign: async (subject: AssignmentSubject, assigneeId: string | null) =>
      messageOf(
        subject.kind === 'application'
          ? await application.run({ id: subject.id, assigneeId })
          : await account.run({ id: subject.id, assigneeId }),
      ),
    busy: application.running || account.running,
  };
}
