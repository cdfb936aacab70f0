import { useCallback } from 'react';
import { getFragmentData, type FragmentType } from '@/__generated__';
import type { SecondFactorKind } from '@/__generated__/graphql';
import { SIGN_IN_ANSWER_FIELDS } from '@/modules/auth/graphql/SignInAnswerFields';
import { useStoreSignIn, type SignedIn } from '@/modules/auth/hooks/useStoreSignIn';

/** A right password on an account with two-step sign-in: no tokens until the challenge is met. */
export interface SignInChallenge {
  challenge: string;
  /** A staff account without a second factor: it must add one first. */
  enrolmentRequired: boolean;
  /** The factors the account can answer with (a recovery code always can). */
  factors: SecondFactorKind[];
}

/** Where a sign-in stands after an answer: signed in, or a second step to take. */
export type SignInStep = { kind: 'signedIn'; signedIn: SignedIn } | { kind: 'challenge'; challenge: SignInChallenge };

/**
 * Reads an answer that signs in (`login`, `resetPassword`, `completeSignIn`): keeps its tokens, or
 * gives the challenge to meet; null when it has neither.
 */
export function useSignInAnswer() {
  const storeSignIn = useStoreSignIn();
  return useCallback(
    (answer: FragmentType<typeof SIGN_IN_ANSWER_FIELDS>): SignInStep | null => {
      const fields = getFragmentData(SIGN_IN_ANSWER_FIELDS, answer);
      const { challenge, enrolmentRequired, secondFactorRequired, secondFactors } = fields;
      if (challenge && (secondFactorRequired || enrolmentRequired)) {
        return { kind: 'challenge', challenge: { challenge, enrolmentRequired, factors: secondFactors ?? [] } };
      }
      const signedIn = storeSignIn(fields);
      return signedIn ? { kind: 'signedIn', signedIn } : null;
    },
    [storeSignIn],
  );
}
