import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SecondFactorEnrolment } from '@/modules/account-security/second-factors/components/SecondFactorEnrolment';
import { StyledStack } from '@/modules/account-security/second-factors/components/SecondFactors.styles';
import type { Enrolment } from '@/modules/account-security/second-factors/hooks/useSecondFactorEnrolment';
import type { SignInChallenge } from '@/modules/auth/hooks/useSignInAnswer';
import { useStoreSignIn, type SignedIn } from '@/modules/auth/hooks/useStoreSignIn';
import { Alert } from '@/modules/ui/components/Alert';

export interface SignInEnrolmentProps {
  challenge: SignInChallenge;
  onSignedIn: (signedIn: SignedIn) => void;
  onChallengeEnded: (message: string) => void;
}

/** A staff member without a second factor adds one before anything else; its confirmation signs in. */
export function SignInEnrolment({ challenge, onSignedIn, onChallengeEnded }: SignInEnrolmentProps) {
  const { t } = useLingui();
  const storeSignIn = useStoreSignIn();
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = (enrolment: Enrolment) => {
    const signedIn = storeSignIn(enrolment.signIn);
    if (signedIn) onSignedIn(signedIn);
    else setFailure(t`Your second step was added, but the sign-in did not finish. Sign in again with it.`);
  };

  return (
    <StyledStack>
      <Alert severity="info">
        <Trans>
          Staff accounts sign in in two steps. Add an authenticator app or a passkey to continue: from now on your
          password alone will not open this account.
        </Trans>
      </Alert>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <SecondFactorEnrolment challenge={challenge.challenge} onEnrolled={signIn} onChallengeEnded={onChallengeEnded} />
    </StyledStack>
  );
}
