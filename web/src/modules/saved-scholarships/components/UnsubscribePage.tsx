import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { MailLinkPage } from '@/modules/layout/components/MailLinkPage';
import { useUnsubscribeFromReminders } from '@/modules/saved-scholarships/hooks/useUnsubscribeFromReminders';

/** /unsubscribe?token=…: a reminder mail's one-click link; says it is done in the page's language. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const state = useUnsubscribeFromReminders(params.get('token'));
  return (
    <MailLinkPage
      title={<Trans>Deadline reminders</Trans>}
      pendingText={<Trans>Turning reminders off...</Trans>}
      state={state}
      successNote={
        <p>
          <Trans>
            You can turn reminders back on at any time in <Link to="/profile">your profile</Link>.
          </Trans>
        </p>
      }
    />
  );
}
