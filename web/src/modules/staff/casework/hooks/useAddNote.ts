import { useLingui } from '@lingui/react/macro';
import { useMutationAction, type MutationOutcome } from '@/modules/api/hooks/useMutationAction';
import { STAFF_USER } from '@/modules/staff/accounts/graphql/StaffUser';
import { STAFF_APPLICATION } from '@/modules/staff/applications/graphql/StaffApplication';
import { ADD_ACCOUNT_NOTE } from '@/modules/staff/casework/graphql/AddAccountNote';
import { ADD_APPLICATION_NOTE } from '@/modules/staff/casework/graphql/AddApplicationNote';
import type { AssignmentSubject } from '@/modules/staff/casework/hooks/useAssign';

/** What adding a note answers: nothing on success, else the message and the text field's error. */
export interface NoteFailure {
  message: string;
  textError: string | null;
}

const failureOf = (outcome: MutationOutcome<unknown>): NoteFailure | null =>
  outcome.ok ? null : { message: outcome.message, textError: outcome.fieldErrors.text ?? null };

/** Appends a staff note to an application or an account; the detail page reads it again. */
export function useAddNote() {
  const { t } = useLingui();
  const fallback = t`The note could not be saved.`;
  const application = useMutationAction(ADD_APPLICATION_NOTE, { fallback, refetch: [STAFF_APPLICATION] });
  const account = useMutationAction(ADD_ACCOUNT_NOTE, { fallback, refetch: [STAFF_USER] });
  return {
    addNote: async (subject: AssignmentSubject, text: string) =>
      failureOf(
        subject.kind === 'application'
          ? await application.run({ applicationId: subject.id, text })
          : await account.run({ userId: subject.id, text }),
      ),
    busy: application.running || account.running,
  };
}
