import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { VERIFY_EMAIL } from '@/modules/auth/graphql/VerifyEmail';
import { errorMessage } from '@/modules/api/utils/graphql-error';

export type VerificationState =
  | { status: 'pending' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

type Outcome = { success: true; message: string } | { success: false; error: unknown };

// The link is single use: a second call (React's strict mode runs effects twice) must reuse the first.
const verifications = new Map<string, Promise<Outcome>>();

/** Confirms the address once on arrival: pending, then success or error (docs/product-rules.md). */
export function useVerifyEmail(token: string | null): VerificationState {
  const { t } = useLingui();
  const [mutate] = useMutation(VERIFY_EMAIL);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let verification = verifications.get(token);
    if (!verification) {
      verification = mutate({ variables: { token } }).then(
        ({ data }): Outcome =>
          data?.verifyEmail.success ? { success: true, message: data.verifyEmail.message } : { success: false, error: null },
        (error: unknown): Outcome => ({ success: false, error }),
      );
      verifications.set(token, verification);
    }
    void verification.then((result) => {
      if (!cancelled) setOutcome(result);
    });
    return () => {
      cancelled = true;
    };
  }, [token, mutate]);

  if (!token) return { status: 'error', message: t`Invalid verification link.` };
  if (!outcome) return { status: 'pending' };
  if (outcome.success) return { status: 'success', message: outcome.message };
  return {
    status: 'error',
    message: errorMessage(outcome.error, t`Verification failed`, (status) => t`API Error: ${status}`),
  };
}
