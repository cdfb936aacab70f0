import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { useVerifyEmail } from '@/modules/auth/hooks/useVerifyEmail';
import { LOGIN_PATH } from '@/modules/auth/utils/route-guards';
import { MailLinkPage } from '@/modules/layout/components/MailLinkPage';

/** /verify-email?token=…: the verification mail's link; "Continue" opens the sign-in dialog, the student's next step. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const state = useVerifyEmail(params.get('token'));
  return (
    <MailLinkPage
      title={<Trans>Email verification</Trans>}
      pendingText={<Trans>Verifying your email...</Trans>}
      state={state}
      continueTo={LOGIN_PATH}
    />
  );
}
