import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import type { ApprovalDecision } from '@/modules/staff/accounts/hooks/useUserApproval';
import { accountDecisions, type AccountDecisionSubject } from '@/modules/staff/accounts/utils/account-decisions';
import { StyledButton } from '@/modules/ui/components/Button';
import { Tooltip } from '@/modules/ui/components/Tooltip';

const StyledDecision = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

// The reason stays written under the button: a touch user who never long-presses still sees it.
const StyledHelpText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ApprovalButtonsProps {
  account: AccountDecisionSubject;
  onDecide: (decision: ApprovalDecision) => void;
  /** 'end' when the buttons close a bar, so the tooltip stays on the screen. */
  tooltipAlign?: 'start' | 'end';
}

/** Approve and Reject as the account allows: only a student's account, Approve disabled with its reason while unverified. */
export function ApprovalButtons({ account, onDecide, tooltipAlign = 'start' }: ApprovalButtonsProps) {
  const { t } = useLingui();
  const helpTextId = useId();
  const decisions = accountDecisions(account);
  const blockedReason = decisions.approveBlocked ? t`The student has not verified their e-mail yet.` : null;
  return (
    <>
      {decisions.approve ? (
        <StyledDecision>
          <Tooltip
            title={blockedReason ?? ''}
            suppressed={!blockedReason}
            controlDisabled={Boolean(blockedReason)}
            align={tooltipAlign}
          >
            {(describedBy) => (
              <StyledButton
                type="button"
                disabled={Boolean(blockedReason)}
                // While the bubble shows it describes the button; otherwise the help text does (never both).
                aria-describedby={describedBy ?? (blockedReason ? helpTextId : undefined)}
                onClick={() => onDecide('APPROVED')}
              >
                <Trans>Approve</Trans>
              </StyledButton>
            )}
          </Tooltip>
          {blockedReason ? <StyledHelpText id={helpTextId}>{blockedReason}</StyledHelpText> : null}
        </StyledDecision>
      ) : null}
      {decisions.reject ? (
        <StyledButton type="button" $variant="secondary" onClick={() => onDecide('REJECTED')}>
          <Trans>Reject</Trans>
        </StyledButton>
      ) : null}
    </>
  );
}
