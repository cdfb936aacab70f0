import { useLingui } from '@lingui/react/macro';
import { startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { useCallback } from 'react';
import { getFragmentData, type FragmentType } from '@/modules/account-security/__generated__';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { CONFIRM_PASSKEY_ENROLMENT } from '@/modules/account-security/second-factors/graphql/ConfirmPasskeyEnrolment';
import { CONFIRM_TOTP_ENROLMENT } from '@/modules/account-security/second-factors/graphql/ConfirmTotpEnrolment';
import { MY_SECOND_FACTORS } from '@/modules/account-security/second-factors/graphql/MySecondFactors';
import { SECOND_FACTOR_ENROLMENT_FIELDS } from '@/modules/account-security/second-factors/graphql/SecondFactorEnrolmentFields';
import { START_PASSKEY_ENROLMENT } from '@/modules/account-security/second-factors/graphql/StartPasskeyEnrolment';
import { START_TOTP_ENROLMENT } from '@/modules/account-security/second-factors/graphql/StartTotpEnrolment';
import { useRefusal, type Refusal } from '@/modules/account-security/second-factors/hooks/useRefusal';
import { readEnrolmentOptions } from '@/modules/account-security/second-factors/utils/passkey-options';
import type { SignInAnswer } from '@/modules/auth/hooks/useStoreSignIn';

/** What the app needs: its secret (base32), the otpauth:// URI and the QR code holding it. */
export interface TotpSetup {
  secret: string;
  uri: string;
  qrCode: string;
}

/** A factor added: the recovery codes to show once (first factor only) and, at sign-in, the tokens. */
export interface Enrolment {
  recoveryCodes: string[];
  signIn: SignInAnswer;
}

export type EnrolmentOutcome = { kind: 'enrolled'; enrolment: Enrolment } | Refusal;

const SIGNED_IN_REFETCH = [MY_SECOND_FACTORS];
const AT_SIGN_IN_REFETCH: typeof SIGNED_IN_REFETCH = [];

function enrolmentOf(answer: FragmentType<typeof SECOND_FACTOR_ENROLMENT_FIELDS>): EnrolmentOutcome {
  const { recoveryCodes, accessToken, refreshToken, user } = getFragmentData(SECOND_FACTOR_ENROLMENT_FIELDS, answer);
  return { kind: 'enrolled', enrolment: { recoveryCodes, signIn: { accessToken, refreshToken, user } } };
}

/**
 * Adds an authenticator app or a passkey: at sign-in with its challenge (a staff account without a
 * factor), or signed in (the profile, whose list is then read again).
 */
export function useSecondFactorEnrolment(challenge?: string) {
  const { t } = useLingui();
  const refusal = useRefusal();
  const fallback = t`The second step could not be added. Please try again.`;
  const options = { fallback, refetch: challenge ? AT_SIGN_IN_REFETCH : SIGNED_IN_REFETCH };
  const startTotpRun = useMutationAction(START_TOTP_ENROLMENT, { fallback }).run;
  const confirmTotpRun = useMutationAction(CONFIRM_TOTP_ENROLMENT, options).run;
  const startPasskeyRun = useMutationAction(START_PASSKEY_ENROLMENT, { fallback }).run;
  const confirmPasskeyRun = useMutationAction(CONFIRM_PASSKEY_ENROLMENT, options).run;
  const passkeyKnown = t`This device already holds a passkey for your account.`;
  const passkeyNotMade = t`The passkey was not created. Try again, or add an authenticator app.`;

  const startTotp = useCallback(async (): Promise<{ kind: 'started'; setup: TotpSetup } | Refusal> => {
    const outcome = await startTotpRun({ challenge });
    if (!outcome.ok) return refusal(outcome);
    const { secret, uri, qrCode } = outcome.data.startTotpEnrolment;
    return { kind: 'started', setup: { secret, uri, qrCode } };
  }, [challenge, refusal, startTotpRun]);

  const confirmTotp = useCallback(
    async (code: string): Promise<EnrolmentOutcome> => {
      const outcome = await confirmTotpRun({ code, challenge });
      return outcome.ok ? enrolmentOf(outcome.data.confirmTotpEnrolment) : refusal(outcome);
    },
    [challenge, confirmTotpRun, refusal],
  );

  const addPasskey = useCallback(
    async (name: string): Promise<EnrolmentOutcome> => {
      const started = await startPasskeyRun({ challenge });
      if (!started.ok) return refusal(started);
      const optionsJSON = readEnrolmentOptions(started.data.startPasskeyEnrolment);
      if (!optionsJSON) return { kind: 'refused', message: fallback };
      let response;
      try {
        response = await startRegistration({ optionsJSON });
      } catch (error) {
        const known = error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
        return { kind: 'refused', message: known ? passkeyKnown : passkeyNotMade };
      }
      const outcome = await confirmPasskeyRun({ response: JSON.stringify(response), name: name.trim() || null, challenge });
      return outcome.ok ? enrolmentOf(outcome.data.confirmPasskeyEnrolment) : refusal(outcome);
    },
    [challenge, confirmPasskeyRun, fallback, passkeyKnown, passkeyNotMade, refusal, startPasskeyRun],
  );

  return { startTotp, confirmTotp, addPasskey };
}
