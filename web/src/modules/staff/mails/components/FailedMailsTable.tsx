import { useLingui } from '@lingui/react/macro';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import type { FailedMailRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { MAIL_KIND_LABELS } from '@/modules/staff/mails/utils/mail-kind-labels';
import { StaffTable } from '@/modules/staff/shared/components/StaffListPage';
import { ColumnHeaders } from '@/modules/staff/shared/components/ColumnHeaders';

export type FailedMailRow = FailedMailRowFieldsFragment;

export interface FailedMailsTableProps {
  mails: readonly FailedMailRow[];
  caption: string;
}

/** The mails given up: to whom, which, how many tries, the last error and when. */
export function FailedMailsTable({ mails, caption }: FailedMailsTableProps) {
  const { t, i18n } = useLingui();
  return (
    <StaffTable caption={caption}>
      <ColumnHeaders
        labels={[
          t`Recipient`,
          t`Subject`,
          t`Kind`,
          t({ message: 'Attempts', comment: 'How many times sending a mail was tried' }),
          t`Last error`,
          t({ message: 'Queued on', comment: 'The day the mail was enqueued' }),
          t({ message: 'Given up on', comment: 'The day the last attempt failed' }),
        ]}
      />
      <tbody>
        {mails.map((mail) => (
          <tr key={mail.id}>
            <th scope="row">
              <bdi dir="ltr">{mail.recipient}</bdi>
            </th>
            <td>
              <bdi>{mail.subject}</bdi>
            </td>
            <td>{mail.kind ? i18n._(MAIL_KIND_LABELS[mail.kind]) : t`Unknown`}</td>
            <td>{mail.attempts}</td>
            <td>{mail.lastError ? <bdi dir="ltr">{mail.lastError}</bdi> : t(SHARED_MESSAGES.notAvailable)}</td>
            <td>{formatDate(i18n, mail.createdAt, 'short')}</td>
            <td>{formatDate(i18n, mail.failedAt, 'short')}</td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}
