import { useLingui } from '@lingui/react/macro';
import { startAuthentication } from '@simplewebauthn/browser';
import { useCallback } from 'react';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { COMPLETE_SIGN_IN } from '@/modules/account-security/second-factors/graphql/CompleteSignIn';
import { PASSKEY_SIGN_IN_OPTIONS } from '@/modules/account-security/second-factors/graphql/PasskeySignInOptions';
import { useRefusal, type Refusal } from '@/modules/account-security/second-factors/hooks/useRefusal';
import { readSignInOptions } from '@/modules/account-security/second-factors/utils/passkey-options';
import { useSignInAnswer } from '@/modules/auth/hooks/useSignInAnswer';
import type { SignedIn } from '@/modules/auth/hooks/useStoreSignIn';

export type CompleteSignInOutcome = { kind: 'signedIn'; signedIn: SignedIn } | Refusal;

type Proof = { code: string } | { recoveryCode: string } | { passkey: string };

/** Meets a sign-in's challenge with a code, a recovery code or a passkey, and keeps the tokens it gives. */
export function useCompleteSignIn(challenge: string) {
  const { t } = useLingui();
  const readAnswer = useSignInAnswer();
  const refusal = useRefusal();
  const fallback = t`The second step could not be checked. Please try again.`;
  const passkeyUnanswered = t`The passkey did not answer. Try again, or use another way.`;
  const complete = useMutationAction(COMPLETE_SIGN_IN, { fallback }).run;
  const passkeyOptions = useMutationAction(PASSKEY_SIGN_IN_OPTIONS, { fallback }).run;

  const answer = useCallback(
    async (proof: Proof): Promise<CompleteSignInOutcome> => {
      const outcome = await complete({ challenge, ...proof });
      if (!outcome.ok) return refusal(outcome);
      const step = readAnswer(outcome.data.completeSignIn);
      return step?.kind === 'signedIn' ? step : { kind: 'refused', message: fallback };
    },
    [challenge, complete, fallback, readAnswer, refusal],
  );

  const withPasskey = useCallback(async (): Promise<CompleteSignInOutcome> => {
    const options = await passkeyOptions({ challenge });
    if (!options.ok) return refusal(options);
    const optionsJSON = readSignInOptions(options.data.passkeySignInOptions);
    if (!optionsJSON) return { kind: 'refused', message: fallback };
    let response;
    try {
      response = await startAuthentication({ optionsJSON });
    } catch {
      // Closed, timed out, or no passkey of this account on the device.
      return { kind: 'refused', message: passkeyUnanswered };
    }
    return answer({ passkey: JSON.stringify(response) });
  }, [answer, challenge, fallback, passkeyOptions, passkeyUnanswered, refusal]);

  return {
    withCode: (code: string) => answer({ code }),
    withRecoveryCode: (recoveryCode: string) => answer({ recoveryCode }),
    withPasskey,
  };
}
