import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { getFragmentData, type FragmentType } from '@/__generated__';
import { useSession } from '@/modules/auth/hooks/useSession';
import { LOGIN_PATH } from '@/modules/auth/utils/route-guards';
import { ApplyDialog } from '@/modules/scholarships/components/ApplyDialog';
import { MY_APPLICATION_FIELDS } from '@/modules/scholarships/graphql/MyApplicationFields';
import { useSubmitReceipt } from '@/modules/scholarships/hooks/useSubmitReceipt';
import { applyButtonState } from '@/modules/scholarships/utils/apply-button-state';
import { APPLY_LABELS, APPLY_TOOLTIPS } from '@/modules/scholarships/utils/apply-messages';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Tooltip } from '@/modules/ui/components/Tooltip';

// The reason stays written under the button: a touch user who never long-presses still sees it.
const StyledHelpText = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ApplySectionProps {
  scholarshipId: string;
  deadlinePassed: boolean;
  myApplication: FragmentType<typeof MY_APPLICATION_FIELDS> | null | undefined;
  /** /postuler/{id} opens the dialog at once. */
  openOnArrival: boolean;
}

/** The apply button with its label, tooltip and dialog (docs/product-rules.md); visitors go to /login first. */
export function ApplySection({ scholarshipId, deadlinePassed, myApplication, openOnArrival }: ApplySectionProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const { submitReceipt, submitting } = useSubmitReceipt();
  const application = getFragmentData(MY_APPLICATION_FIELDS, myApplication) ?? null;
  const state = applyButtonState(application?.status ?? null, deadlinePassed, submitting);
  const [dialogOpen, setDialogOpen] = useState(openOnArrival && !state.disabled);
  const helpTextId = useId();

  // Staff review applications; they do not apply (docs/product-rules.md).
  if (session.status === 'signedIn' && session.role !== 'CLIENT') return null;

  const onApply = () => {
    if (session.status !== 'signedIn') {
      void navigate(LOGIN_PATH, { state: { from: `/bourses/${scholarshipId}` } });
      return;
    }
    setDialogOpen(true);
  };

  const tooltip = state.tooltip ? i18n._(APPLY_TOOLTIPS[state.tooltip]) : undefined;
  const label = i18n._(APPLY_LABELS[state.label]);

  return (
    <div>
      {application?.status === 'REJECTED' ? (
        <Alert severity="error">
          <Trans>Your application was rejected.</Trans>
          {application.rejectionReason ? (
            <>
              {' '}
              <span dir="auto">{application.rejectionReason}</span>
            </>
          ) : null}
        </Alert>
      ) : null}
      {tooltip ? (
        <>
          <Tooltip title={tooltip} controlDisabled={state.disabled} placement="above">
            {(describedBy) => (
              <StyledButton
                type="button"
                disabled={state.disabled}
                // While the bubble shows it describes the button; otherwise the help text does (never both).
                aria-describedby={describedBy ?? helpTextId}
                onClick={onApply}
              >
                {label}
              </StyledButton>
            )}
          </Tooltip>
          <StyledHelpText id={helpTextId}>{tooltip}</StyledHelpText>
        </>
      ) : (
        <StyledButton type="button" disabled={state.disabled} onClick={onApply}>
          {label}
        </StyledButton>
      )}
      {dialogOpen ? (
        <ApplyDialog
          scholarshipId={scholarshipId}
          applicationId={application?.id ?? null}
          applicationStatus={application?.status ?? null}
          mode={state.dialogMode}
          submitReceipt={submitReceipt}
          submitting={submitting}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </div>
  );
}
