import { useLingui } from '@lingui/react/macro';
import type { AuditEntryRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { AuditChanges } from '@/modules/staff/audit/components/AuditChanges';
import { AuditSentence } from '@/modules/staff/audit/components/AuditSentence';
import { auditTime } from '@/modules/staff/audit/utils/audit-time';
import { ColumnHeaders } from '@/modules/staff/shared/components/ColumnHeaders';
import { StaffTable } from '@/modules/staff/shared/components/StaffListPage';

export interface AuditTableProps {
  entries: readonly AuditEntryRowFieldsFragment[];
  caption: string;
}

/** The log's entries: when, what happened as a sentence with its names and links, what changed, from where. */
export function AuditTable({ entries, caption }: AuditTableProps) {
  const { t, i18n } = useLingui();
  return (
    <StaffTable caption={caption}>
      <ColumnHeaders
        labels={[
          t({ message: 'Time', comment: 'When an audited action happened' }),
          t({ message: 'What happened', comment: 'An audited action as a sentence' }),
          t`Changes`,
          t({ message: 'Address', comment: 'The network (IP) address a request came from' }),
        ]}
      />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{auditTime(i18n.locale, entry.at)}</td>
            <th scope="row">
              <AuditSentence entry={entry} />
            </th>
            <td>
              <AuditChanges entry={entry} />
            </td>
            <td>
              <bdi dir="ltr">{entry.clientAddress}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}
