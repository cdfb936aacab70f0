import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { getFragmentData } from '@/__generated__';
import { CHANGE_EMAIL } from '@/modules/auth/graphql/ChangeEmail';
import { SESSION_USER_FIELDS } from '@/modules/auth/graphql/SessionUserFields';
import { RESEND_VERIFICATION } from '@/modules/auth/graphql/ResendVerification';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';

export type VerificationActionOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/** What an unverified student can do from /pending: have the link sent again, or to a corrected address. */
export function useEmailVerificationActions() {
  const { t } = useLingui();
  const resend = useMutationAction(RESEND_VERIFICATION, { fallback: t`The link could not be sent. Please try again.` });
  const change = useMutationAction(CHANGE_EMAIL, { fallback: t`The address could not be changed. Please try again.` });
  const { run: runResend } = resend;
  const { run: runChange } = change;

  const resendLink = useCallback(
    async (email: string): Promise<VerificationActionOutcome> => {
      const outcome = await runResend({ email });
      return outcome.ok ? { ok: true, message: t`A new verification link has been sent to ${email}.` } : outcome;
    },
    [runResend, t],
  );

  const changeEmail = useCallback(
    async (email: string): Promise<VerificationActionOutcome> => {
      const outcome = await runChange({ email: email.trim() });
      if (!outcome.ok) return outcome;
      const { email: changed } = getFragmentData(SESSION_USER_FIELDS, outcome.data.changeEmail);
      return { ok: true, message: t`Address changed. A new verification link has been sent to ${changed}.` };
    },
    [runChange, t],
  );

  return { resendLink, changeEmail, loading: resend.running || change.running };
}
