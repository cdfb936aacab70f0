import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { getFragmentData, type FragmentType } from '@/__generated__';
import { useSession } from '@/modules/auth/hooks/useSession';
import { LOGIN_PATH } from '@/modules/auth/utils/route-guards';
import { ApplyDialog } from '@/modules/scholarships/components/ApplyDialog';
import { MY_APPLICATION_FIELDS } from '@/modules/scholarships/graphql/MyApplicationFields';
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
  /** The scholarship has an application fee (the dialog then shows its payment). */
  hasApplicationFee?: boolean;
}

/** The apply button with its label, tooltip and dialog (docs/product-rules.md); visitors go to /login first. */
export function ApplySection({
  scholarshipId,
  deadlinePassed,
  myApplication,
  openOnArrival,
  hasApplicationFee = false,
}: ApplySectionProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const application = getFragmentData(MY_APPLICATION_FIELDS, myApplication) ?? null;
  const state = applyButtonState(application?.status ?? null, deadlinePassed);
  const [dialogOpen, setDialogOpen] = useState(openOnArrival && !state.disabled);
  const helpTextId = useId();
  const applyButton = useRef<HTMLButtonElement>(null);
  // After the dialog, focus goes back to the Apply button, as soon as it can take it.
  const [focusBack, setFocusBack] = useState(false);
  useEffect(() => {
    if (!focusBack || state.disabled) return;
    applyButton.current?.focus();
    setFocusBack(false);
  }, [focusBack, state.disabled]);

  // Staff review applications; they do not apply (docs/product-rules.md).
  if (session.status === 'signedIn' && session.role !== 'CLIENT') return null;

  const onApply = () => {
    if (session.status !== 'signedIn') {
      // Back here after signing in with the dialog open again: what the visitor was doing.
      void navigate(LOGIN_PATH, { state: { from: `/postuler/${scholarshipId}` } });
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
      {/* One button whatever the state, so that it keeps the focus when a receipt changes its label. */}
      <Tooltip
        title={tooltip ?? ''}
        suppressed={!tooltip}
        controlDisabled={state.disabled && Boolean(tooltip)}
        placement="above"
      >
        {(describedBy) => (
          <StyledButton
            ref={applyButton}
            type="button"
            disabled={state.disabled}
            // While the bubble shows it describes the button; otherwise the help text does (never both).
            aria-describedby={describedBy ?? (tooltip ? helpTextId : undefined)}
            onClick={onApply}
          >
            {label}
          </StyledButton>
        )}
      </Tooltip>
      {tooltip ? <StyledHelpText id={helpTextId}>{tooltip}</StyledHelpText> : null}
      {dialogOpen ? (
        <ApplyDialog
          scholarshipId={scholarshipId}
          applicationId={application?.id ?? null}
          applicationStatus={application?.status ?? null}
          mode={state.dialogMode}
          hasApplicationFee={hasApplicationFee}
          onClose={() => {
            setDialogOpen(false);
            setFocusBack(true);
          }}
        />
      ) : null}
    </div>
  );
}
