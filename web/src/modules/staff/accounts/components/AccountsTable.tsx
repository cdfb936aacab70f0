import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { AccountRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import type { AccountSortKey } from '@/modules/staff/accounts/utils/account-list-query';
import { SortableHeader } from '@/modules/staff/shared/components/SortableHeader';
import { StyledTable, StyledTableScroll } from '@/modules/staff/shared/components/StaffTable.styles';
import { AccountStatusChip } from '@/modules/staff/shared/components/StatusChips';
import { ROLE_LABELS } from '@/modules/staff/shared/utils/status-labels';
import type { SortState } from '@/modules/staff/shared/utils/url-values';
import { formatDate } from '@/modules/i18n/utils/format-date';

export type AccountRow = AccountRowFieldsFragment;

export interface AccountsTableProps {
  users: readonly AccountRow[];
  sort: SortState<AccountSortKey> | null;
  onSort: (key: AccountSortKey) => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  caption: string;
}

export function AccountsTable({
  users,
  sort,
  onSort,
  selected,
  onSelectedChange,
  caption,
}: AccountsTableProps) {
  const { t, i18n } = useLingui();
  const allSelected = users.length > 0 && users.every((user) => selected.has(user.id));
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
                aria-label={t`Select every account of this page`}
                checked={allSelected}
                onChange={() =>
                  onSelectedChange(allSelected ? new Set() : new Set(users.map((user) => user.id)))
                }
              />
            </th>
            <SortableHeader sortKey="name" sort={sort} onSort={onSort}>
              <Trans>Name</Trans>
            </SortableHeader>
            <SortableHeader sortKey="email" sort={sort} onSort={onSort}>
              <Trans>E-mail</Trans>
            </SortableHeader>
            <SortableHeader sortKey="role" sort={sort} onSort={onSort}>
              <Trans>Role</Trans>
            </SortableHeader>
            <th scope="col">
              <Trans>E-mail verified</Trans>
            </th>
            <SortableHeader sortKey="approvalStatus" sort={sort} onSort={onSort}>
              <Trans>Approval status</Trans>
            </SortableHeader>
            <SortableHeader sortKey="createdAt" sort={sort} onSort={onSort}>
              <Trans>Registered on</Trans>
            </SortableHeader>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = user.fullName || user.email;
            return (
              <tr key={user.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t`Select ${name}`}
                    checked={selected.has(user.id)}
                    onChange={() => toggle(user.id)}
                  />
                </td>
                <th scope="row" dir="auto">
                  <Link to={`/admin/accounts/${user.id}`}>{name}</Link>
                </th>
                <td dir="ltr">{user.email}</td>
                <td>{i18n._(ROLE_LABELS[user.role])}</td>
                <td>{user.isVerified ? t`Verified` : t`Not verified`}</td>
                <td>
                  <AccountStatusChip status={user.approvalStatus} />
                </td>
                <td>{formatDate(i18n, user.createdAt, 'short')}</td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
