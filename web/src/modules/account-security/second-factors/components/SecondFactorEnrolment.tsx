import { Trans } from '@lingui/react/macro';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { PasskeySetupForm } from '@/modules/account-security/second-factors/components/PasskeySetupForm';
import { RecoveryCodesPanel } from '@/modules/account-security/second-factors/components/RecoveryCodesPanel';
import { StyledActions, StyledStack } from '@/modules/account-security/second-factors/components/SecondFactors.styles';
import { TotpSetupForm } from '@/modules/account-security/second-factors/components/TotpSetupForm';
import {
  useSecondFactorEnrolment,
  type Enrolment,
  type EnrolmentOutcome,
  type TotpSetup,
} from '@/modules/account-security/second-factors/hooks/useSecondFactorEnrolment';
import type { Refusal } from '@/modules/account-security/second-factors/hooks/useRefusal';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';

type Stage =
  | { step: 'choose' }
  | { step: 'app'; setup: TotpSetup }
  | { step: 'passkey' }
  | { step: 'recoveryCodes'; enrolment: Enrolment };

export interface SecondFactorEnrolmentProps {
  /** At sign-in: the challenge the enrolment meets (its confirmation then carries the tokens). */
  challenge?: string;
  /** A factor was added (and its recovery codes, if any, saved). */
  onEnrolled: (enrolment: Enrolment) => void;
  /** At sign-in: the challenge expired or ended. */
  onChallengeEnded?: (message: string) => void;
}

/**
 * Adds an authenticator app or a passkey, then shows the recovery codes of a first factor once: at
 * sign-in for a staff member without a factor, and on the profile.
 */
export function SecondFactorEnrolment({ challenge, onEnrolled, onChallengeEnded }: SecondFactorEnrolmentProps) {
  const { startTotp, confirmTotp, addPasskey } = useSecondFactorEnrolment(challenge);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refused = (refusal: Refusal) => {
    if (refusal.kind === 'ended' && onChallengeEnded) onChallengeEnded(refusal.message);
    else setFailure(refusal.message);
  };

  const finish = (enrolment: Enrolment) => {
    setStage({ step: 'choose' });
    onEnrolled(enrolment);
  };

  const settle = (outcome: EnrolmentOutcome) => {
    if (outcome.kind !== 'enrolled') refused(outcome);
    else if (outcome.enrolment.recoveryCodes.length > 0) setStage({ step: 'recoveryCodes', enrolment: outcome.enrolment });
    else finish(outcome.enrolment);
  };

  const busyWhile = async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    setFailure(null);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const chooseApp = async () => {
    const started = await busyWhile(startTotp);
    if (started.kind === 'started') setStage({ step: 'app', setup: started.setup });
    else refused(started);
  };

  const back = () => {
    setFailure(null);
    setStage({ step: 'choose' });
  };

  if (stage.step === 'recoveryCodes') {
    return <RecoveryCodesPanel codes={stage.enrolment.recoveryCodes} onDone={() => finish(stage.enrolment)} />;
  }

  return (
    <StyledStack>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {stage.step === 'app' ? (
        <TotpSetupForm
          setup={stage.setup}
          busy={busy}
          onConfirm={(code) => void busyWhile(() => confirmTotp(code)).then(settle)}
          onBack={back}
        />
      ) : stage.step === 'passkey' ? (
        <PasskeySetupForm busy={busy} onCreate={(name) => void busyWhile(() => addPasskey(name)).then(settle)} onBack={back} />
      ) : (
        <StyledActions>
          <StyledButton type="button" disabled={busy} onClick={() => void chooseApp()}>
            <Trans>Add an authenticator app</Trans>
          </StyledButton>
          {browserSupportsWebAuthn() ? (
            <StyledButton type="button" $variant="secondary" disabled={busy} onClick={() => setStage({ step: 'passkey' })}>
              <Trans>Add a passkey</Trans>
            </StyledButton>
          ) : null}
        </StyledActions>
      )}
    </StyledStack>
  );
}
