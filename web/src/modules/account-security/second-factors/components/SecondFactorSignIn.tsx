import { AccountSecurityCatalogGate } from '@/modules/account-security/components/AccountSecurityCatalogGate';
import { SecondFactorChallengeForm } from '@/modules/account-security/second-factors/components/SecondFactorChallengeForm';
import { SignInEnrolment } from '@/modules/account-security/second-factors/components/SignInEnrolment';
import type { SignInChallenge } from '@/modules/auth/hooks/useSignInAnswer';
import type { SignedIn } from '@/modules/auth/hooks/useStoreSignIn';

export interface SecondFactorSignInProps {
  challenge: SignInChallenge;
  /** Signed in: where to go is the sign-in form's call, the same for every way in. */
  onSignedIn: (signedIn: SignedIn) => void;
  /** The challenge expired or ended: back to the password, with this message. */
  onChallengeEnded: (message: string) => void;
}

/**
 * What follows a right password on an account with two-step sign-in (loaded only then, with its
 * messages): the second factor, or, for a staff account without one, adding it first.
 */
export function SecondFactorSignIn(props: SecondFactorSignInProps) {
  return (
    <AccountSecurityCatalogGate>
      {props.challenge.enrolmentRequired ? <SignInEnrolment {...props} /> : <SecondFactorChallengeForm {...props} />}
    </AccountSecurityCatalogGate>
  );
}
