import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { challengeEnded } from '@/modules/account-security/second-factors/utils/challenge-ended';

/** A second step refused: try again (`refused`), or the sign-in is over and starts again from the password (`ended`). */
export type Refusal = { kind: 'refused'; message: string } | { kind: 'ended'; message: string };

/** Reads a failed call of the second step: the server's reason, or the sign-in's end in our own words. */
export function useRefusal() {
  const { t } = useLingui();
  return useCallback(
    (failure: { message: string; upstreamCode?: string | null }): Refusal =>
      challengeEnded(failure.upstreamCode)
        ? { kind: 'ended', message: t`Your sign-in has expired or was stopped. Enter your password again.` }
        : { kind: 'refused', message: failure.message },
    [t],
  );
}
