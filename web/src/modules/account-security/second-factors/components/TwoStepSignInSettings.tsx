import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SecondFactorEnrolment } from '@/modules/account-security/second-factors/components/SecondFactorEnrolment';
import { SecondFactorItem } from '@/modules/account-security/second-factors/components/SecondFactorItem';
import { useMySecondFactors } from '@/modules/account-security/second-factors/hooks/useMySecondFactors';
import { useRemoveSecondFactor } from '@/modules/account-security/second-factors/hooks/useRemoveSecondFactor';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';
import { StyledSection, StyledList } from '@/modules/account-security/components/SecuritySection.styles';

type Notice = { severity: 'success' | 'error'; message: string };

/** The profile's "Two-step sign-in": the factors, the recovery codes left, adding and removing one. */
export function TwoStepSignInSettings() {
  const { t } = useLingui();
  const { factors, recoveryCodesLeft, loading, error } = useMySecondFactors();
  const { remove, removing } = useRemoveSecondFactor();
  const [notice, setNotice] = useState<Notice | null>(null);

  const onRemove = async (id: string) => {
    setNotice(null);
    const outcome = await remove(id);
    setNotice({ severity: outcome.ok ? 'success' : 'error', message: outcome.message });
  };

  return (
    <StyledSection aria-labelledby="two-step-sign-in-title">
      <h2 id="two-step-sign-in-title">
        <Trans>Two-step sign-in</Trans>
      </h2>
      {loading ? <Spinner /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {factors && factors.length === 0 ? (
        <p>
          <Trans>
            Off. Turn it on so that a stolen password is not enough: after your password, signing in will also ask for a
            code from an app on your phone, or for a passkey.
          </Trans>
        </p>
      ) : null}
      {factors && factors.length > 0 ? (
        <>
          <p>
            <Trans>On. After your password, signing in asks for one of these:</Trans>
          </p>
          <StyledList>
            {factors.map((factor) => (
              <SecondFactorItem key={factor.id} factor={factor} removing={removing} onRemove={(id) => void onRemove(id)} />
            ))}
          </StyledList>
          <p>
            <Plural
              value={recoveryCodesLeft}
              one="# recovery code left: it opens your account once if you lose your phone or your passkey."
              other="# recovery codes left: each opens your account once if you lose your phone or your passkey."
            />
          </p>
        </>
      ) : null}
      {notice ? <Alert severity={notice.severity}>{notice.message}</Alert> : null}
      <SecondFactorEnrolment onEnrolled={() => setNotice({ severity: 'success', message: t`Second step added.` })} />
    </StyledSection>
  );
}
