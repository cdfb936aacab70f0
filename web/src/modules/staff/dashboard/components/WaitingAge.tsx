import { Trans, useLingui } from '@lingui/react/macro';
import { StyledMuted } from '@/modules/staff/dashboard/components/QueueCard';
import { waitingDuration } from '@/modules/staff/dashboard/utils/queue-durations';

/** "Waiting for 3 days", or "Waiting for less than a day". */
export function WaitingAge({ days }: { days: number }) {
  const { i18n, t } = useLingui();
  const age = waitingDuration(i18n.locale, days) ?? t`less than a day`;
  return (
    <StyledMuted>
      <Trans comment="How long an application or account has waited, e.g. 'Waiting for 3 days'">
        Waiting for {age}
      </Trans>
    </StyledMuted>
  );
}
