import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatMoroccanPhone } from '@bourses/common/phone';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { ApprovalStatusChip } from '@/modules/auth/components/ApprovalStatusChip';
import { ApprovalButtons } from '@/modules/staff/accounts/components/ApprovalButtons';
import { UnreadBadge } from '@/modules/staff/correspondence/components/UnreadBadge';
import { CorrectedMark } from '@/modules/staff/correspondence/components/CorrectedMark';
import type { ApprovalDecision } from '@/modules/staff/accounts/hooks/useUserApproval';
import type { AccountRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import type { AccountSortKey } from '@/modules/staff/accounts/utils/account-list-query';
import {
  StyledEmailCell,
  StyledMuted,
  StyledNoWrapCell,
  StyledRowActions,
  StyledTable,
  StyledTableScroll,
} from '@/modules/staff/shared/components/StaffTable.styles';
import { SortableHeader } from '@/modules/staff/shared/components/SortableHeader';
import { ROLE_LABELS } from '@/modules/profile/utils/role-labels';
import type { SortState } from '@/modules/ui/utils/url-values';
import { formatDate } from '@/modules/i18n/utils/format-date';

export type AccountRow = AccountRowFieldsFragment;

export interface AccountsTableProps {
  users: readonly AccountRow[];
  sort: SortState<AccountSortKey> | null;
  onSort: (key: AccountSortKey) => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** A quick decision taken from the row (it still goes through the confirmation dialog). */
  onDecide: (userId: string, decision: ApprovalDecision) => void;
  caption: string;
}

export function AccountsTable({
  users,
  sort,
  onSort,
  selected,
  onSelectedChange,
  onDecide,
  caption,
}: AccountsTableProps) {
  const { t, i18n } = useLingui();
  // Only students' accounts are approved or rejected (docs/product-rules.md): only they can be selected.
  const selectable = users.filter((user) => user.role === 'CLIENT');
  const allSelected = selectable.length > 0 && selectable.every((user) => selected.has(user.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  return (
    <StyledTableScroll>
      <StyledTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label={t`Select every student account of this page`}
                checked={allSelected}
                disabled={selectable.length === 0}
                onChange={() =>
                  onSelectedChange(allSelected ? new Set() : new Set(selectable.map((user) => user.id)))
                }
              />
            </th>
            <SortableHeader sortKey="name" sort={sort} onSort={onSort}>
              <Trans>Name</Trans>
            </SortableHeader>
            <SortableHeader sortKey="email" sort={sort} onSort={onSort}>
              <Trans>E-mail</Trans>
            </SortableHeader>
            <th scope="col">{t(SHARED_MESSAGES.phoneNumber)}</th>
            <SortableHeader sortKey="role" sort={sort} onSort={onSort}>
              <Trans>Role</Trans>
            </SortableHeader>
            <th scope="col" data-priority="low">
              <Trans>E-mail verified</Trans>
            </th>
            <SortableHeader sortKey="approvalStatus" sort={sort} onSort={onSort}>
              <Trans>Approval status</Trans>
            </SortableHeader>
            <th scope="col" data-priority="low">
              <Trans>Assigned to</Trans>
            </th>
            <SortableHeader sortKey="createdAt" sort={sort} onSort={onSort} priority="low">
              <Trans>Registered on</Trans>
            </SortableHeader>
            <th scope="col">
              <Trans comment="Column of the accounts table holding the Approve and Reject buttons">Decision</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = user.fullName || user.email;
            return (
              <tr key={user.id}>
                <td>
                  {user.role === 'CLIENT' ? (
                    <input
                      type="checkbox"
                      aria-label={t`Select ${name}`}
                      checked={selected.has(user.id)}
                      onChange={() => toggle(user.id)}
                    />
                  ) : null}
                </td>
                {/* Values in their own direction inside cells of the page's: each sits against its header. */}
                <th scope="row">
                  <Link to={`/admin/accounts/${user.id}`} dir="auto">
                    {name}
                  </Link>
                  {user.conversation?.unreadCount ? (
                    <>
                      <br />
                      <UnreadBadge count={user.conversation.unreadCount} />
                    </>
                  ) : null}
                </th>
                <StyledEmailCell>
                  <span dir="ltr">{user.email}</span>
                </StyledEmailCell>
                <StyledNoWrapCell>
                  {user.phoneNumber ? <span dir="ltr">{formatMoroccanPhone(user.phoneNumber)}</span> : null}
                </StyledNoWrapCell>
                <td>{i18n._(ROLE_LABELS[user.role])}</td>
                <td data-priority="low">{user.isVerified ? t(SHARED_MESSAGES.verified) : t(SHARED_MESSAGES.notVerified)}</td>
                <td>
                  <ApprovalStatusChip status={user.approvalStatus} />
                  {user.corrected ? (
                    <>
                      {' '}
                      <CorrectedMark />
                    </>
                  ) : null}
                </td>
                <td data-priority="low">
                  {user.assignee ? (
                    <span dir="auto">{user.assignee.fullName}</span>
                  ) : (
                    <StyledMuted>{t`Nobody`}</StyledMuted>
                  )}
                </td>
                <td data-priority="low">{formatDate(i18n, user.createdAt, 'short')}</td>
                <td>
                  <StyledRowActions>
                    <ApprovalButtons account={user} onDecide={(decision) => onDecide(user.id, decision)} />
                  </StyledRowActions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
