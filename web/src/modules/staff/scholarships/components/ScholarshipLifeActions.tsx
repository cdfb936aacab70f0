import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ScholarshipStatus } from '@/modules/staff/__generated__/graphql';
import { useDuplicateAndEdit } from '@/modules/staff/scholarships/hooks/useDuplicateAndEdit';
import { useScholarshipLife } from '@/modules/staff/scholarships/hooks/useScholarshipLife';
import {
  SCHOLARSHIP_STATUS_CHANGE_LABELS,
  statusChangesOf,
} from '@/modules/staff/scholarships/utils/scholarship-status';
import { useToast } from '@/modules/toast/hooks/useToast';
import { StyledButton } from '@/modules/ui/components/Button';

export interface ScholarshipLifeActionsProps {
  id: string;
  status: ScholarshipStatus;
}

/** The view page's actions: edit, preview, the status changes its status allows, and duplicate. */
export function ScholarshipLifeActions({ id, status }: ScholarshipLifeActionsProps) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const { changeStatus, busy } = useScholarshipLife();
  const { duplicateAndEdit, duplicating } = useDuplicateAndEdit();

  return (
    <>
      <StyledButton as={Link} to={`/admin/scholarships/${id}/edit`}>
        <Trans>Edit</Trans>
      </StyledButton>
      <StyledButton as={Link} $variant="secondary" to={`/admin/scholarships/${id}/preview`}>
        <Trans>Preview as a student</Trans>
      </StyledButton>
      {statusChangesOf(status).map((change) => (
        <StyledButton
          key={change}
          type="button"
          $variant={change === 'PUBLISH' ? 'primary' : 'secondary'}
          disabled={busy}
          onClick={async () => {
            const outcome = await changeStatus(id, change);
            showToast(
              outcome.ok
                ? { message: t`The scholarship's status was changed.` }
                : { message: outcome.message, severity: 'error' },
            );
          }}
        >
          {i18n._(SCHOLARSHIP_STATUS_CHANGE_LABELS[change])}
        </StyledButton>
      ))}
      <StyledButton type="button" $variant="secondary" disabled={duplicating} onClick={() => void duplicateAndEdit(id)}>
        <Trans>Duplicate</Trans>
      </StyledButton>
    </>
  );
}
