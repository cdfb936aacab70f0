import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AuditEntryRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { AUDIT_TARGET_LABELS, auditActionLabel, auditTargetPath } from '@/modules/staff/audit/utils/audit-labels';
import { auditTime } from '@/modules/staff/audit/utils/audit-time';
import { StaffTable } from '@/modules/staff/shared/components/StaffListPage';
import { ROLE_LABELS } from '@/modules/profile/utils/role-labels';
import { ColumnHeaders } from '@/modules/staff/shared/components/ColumnHeaders';

const StyledChanges = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

export interface AuditTableProps {
  entries: readonly AuditEntryRowFieldsFragment[];
  caption: string;
}

function ActorCell({ actor }: Pick<AuditEntryRowFieldsFragment, 'actor'>) {
  const { t, i18n } = useLingui();
  const name = [actor.firstName, actor.lastName].filter(Boolean).join(' ');
  return (
    <td>
      <div dir="auto">{name || t`Deleted account`}</div>
      {actor.email ? <div dir="ltr">{actor.email}</div> : null}
      {actor.role ? <div>{i18n._(ROLE_LABELS[actor.role])}</div> : null}
    </td>
  );
}

function TargetCell({ action, target }: Pick<AuditEntryRowFieldsFragment, 'action' | 'target'>) {
  const { i18n } = useLingui();
  const label = `${i18n._(AUDIT_TARGET_LABELS[target.type])}${target.id ? ` ${target.id}` : ''}`;
  const path = auditTargetPath(action, target);
  return <td>{path ? <Link to={path}>{label}</Link> : label}</td>;
}

/** The log's entries: when, who, what, on which target, from where, and what changed. */
export function AuditTable({ entries, caption }: AuditTableProps) {
  const { t, i18n } = useLingui();
  return (
    <StaffTable caption={caption}>
      <ColumnHeaders
        labels={[
          t({ message: 'Time', comment: 'When an audited action happened' }),
          t({ message: 'Staff member', comment: 'Who did an audited action' }),
          t`Action`,
          t`Target`,
          t({ message: 'Address', comment: 'The network (IP) address a request came from' }),
          t`Changes`,
        ]}
      />
      <tbody>
        {entries.map((entry) => {
          const label = auditActionLabel(entry.action);
          return (
            <tr key={entry.id}>
              <td>{auditTime(i18n.locale, entry.at)}</td>
              <ActorCell actor={entry.actor} />
              <th scope="row">{label ? i18n._(label) : entry.action}</th>
              <TargetCell action={entry.action} target={entry.target} />
              <td dir="ltr">{entry.clientAddress}</td>
              <td>
                <StyledChanges>
                  {entry.changes.map((change) => (
                    <li key={change.field} dir="ltr">
                      {change.before === null && change.after !== null
                        ? `${change.field}: ${change.after}`
                        : `${change.field}: ${change.before ?? '∅'} → ${change.after ?? '∅'}`}
                    </li>
                  ))}
                </StyledChanges>
              </td>
            </tr>
          );
        })}
      </tbody>
    </StaffTable>
  );
}
