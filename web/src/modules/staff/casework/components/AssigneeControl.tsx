import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { AssigneeSelect } from '@/modules/staff/casework/components/AssigneeSelect';
import { StyledCaseworkCard } from '@/modules/staff/casework/components/CaseworkCard';
import { useAssign, type AssignmentSubject } from '@/modules/staff/casework/hooks/useAssign';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';

export interface AssigneeControlProps {
  subject: AssignmentSubject;
  assignee: { id: string; fullName: string } | null | undefined;
}

/** Who on the staff follows an application or an account: take it, give it to a colleague, or unassign it. */
export function AssigneeControl({ subject, assignee }: AssigneeControlProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { user } = useCurrentUser();
  const { showToast } = useToast();
  const { assign, busy } = useAssign();
  const [choice, setChoice] = useState(assignee?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (assigneeId: string | null) => {
    setFailure(null);
    const message = await assign(subject, assigneeId);
    if (message) {
      setFailure(message);
      return;
    }
    setChoice(assigneeId ?? '');
    showToast({ message: assigneeId ? t`The assignment was saved.` : t`Nobody follows it any more.` });
  };

  const assigneeName = assignee?.fullName ?? '';
  return (
    <StyledCaseworkCard aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans comment="Heading of the card saying which staff member follows an application or account">Assignment</Trans>
      </h2>
      <p aria-live="polite">
        {assignee ? (
          <Trans>
            Followed by <bdi>{assigneeName}</bdi>
          </Trans>
        ) : (
          <Trans>Nobody follows it yet.</Trans>
        )}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save(choice || null);
        }}
      >
        <StyledToolbar>
          <AssigneeSelect value={choice} onChange={setChoice} />
          <StyledButton type="submit" $variant="secondary" disabled={busy}>
            <Trans>Save the assignment</Trans>
          </StyledButton>
          {user && assignee?.id !== user.id ? (
            <StyledButton type="button" disabled={busy} onClick={() => void save(user.id)}>
              <Trans comment="Button: assign this application or account to myself">Take it</Trans>
            </StyledButton>
          ) : null}
        </StyledToolbar>
      </form>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
    </StyledCaseworkCard>
  );
}
