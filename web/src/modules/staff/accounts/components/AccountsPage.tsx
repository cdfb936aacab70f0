import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { AccountFilters } from '@/modules/staff/accounts/components/AccountFilters';
import { AccountsTable } from '@/modules/staff/accounts/components/AccountsTable';
import { ApprovalDialog } from '@/modules/staff/accounts/components/ApprovalDialog';
import { UserFormDialog } from '@/modules/staff/accounts/components/UserFormDialog';
import { useStaffUsers } from '@/modules/staff/accounts/hooks/useStaffUsers';
import type { ApprovalDecision } from '@/modules/staff/accounts/hooks/useUserApproval';
import {
  readAccountListQuery,
  toAccountExportFilters,
  writeAccountListQuery,
  type AccountListQuery,
} from '@/modules/staff/accounts/utils/account-list-query';
import { EMPTY_USER_FORM } from '@/modules/staff/accounts/utils/user-form-rules';
import { ExportButtons, StaffListPage } from '@/modules/staff/shared/components/StaffListPage';
import { useListExport } from '@/modules/staff/shared/hooks/useListExport';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';
import { useStaffPermissions } from '@/modules/staff/shared/hooks/useStaffPermissions';
import { nextSort } from '@/modules/ui/utils/url-values';
import { StyledButton } from '@/modules/ui/components/Button';

/** /admin/accounts: every account, filtered, sorted and paged through the address. */
export function AccountsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const permissions = useStaffPermissions();
  const [params, setParams] = useSearchParams();
  const query = readAccountListQuery(params);
  const { users, pagination, loading, error } = useStaffUsers(query);
  const { exportAs, exporting, error: exportError } = useListExport('accounts', toAccountExportFilters(query));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // The accounts a decision is about: the selection (the toolbar) or one row (its own buttons).
  const [decision, setDecision] = useState<{ userIds: string[]; decision: ApprovalDecision } | null>(null);
  const [creating, setCreating] = useState(false);

  const change = (next: AccountListQuery) => {
    setSelected(new Set());
    setParams(writeAccountListQuery(next));
  };
  // Students' accounts only: staff accounts are never decided on, and the server refuses them.
  const selectedIds = users.filter((user) => user.role === 'CLIENT' && selected.has(user.id)).map((user) => user.id);

  return (
    <StaffListPage
      titleId="staff-accounts-title"
      title={<Trans>Accounts</Trans>}
      actions={
        <>
          <ExportButtons exporting={exporting} error={exportError} onExport={exportAs} />
          {permissions.manageUsers ? (
            <StyledButton type="button" onClick={() => setCreating(true)}>
              {t(SHARED_MESSAGES.createAccount)}
            </StyledButton>
          ) : null}
        </>
      }
      filters={<AccountFilters query={query} onChange={change} />}
      toolbar={
        <StyledToolbar role="group" aria-label={t`Selected accounts`}>
          <span aria-live="polite">
            <Trans>{selectedIds.length} selected</Trans>
          </span>
          <StyledButton
            type="button"
            disabled={selectedIds.length === 0}
            onClick={() => setDecision({ userIds: selectedIds, decision: 'APPROVED' })}
          >
            <Trans>Approve selected</Trans>
          </StyledButton>
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={selectedIds.length === 0}
            onClick={() => setDecision({ userIds: selectedIds, decision: 'REJECTED' })}
          >
            <Trans>Reject selected</Trans>
          </StyledButton>
        </StyledToolbar>
      }
      loading={loading}
      error={error}
      rowCount={users.length}
      emptyText={<Trans>No account matches these filters.</Trans>}
      pagination={pagination}
      onPageChange={(page) => change({ ...query, page })}
      dialogs={
        <>
          {decision ? (
            <ApprovalDialog
              userIds={decision.userIds}
              decision={decision.decision}
              onDone={() => setSelected(new Set())}
              onClose={() => setDecision(null)}
            />
          ) : null}
          {creating ? (
            <UserFormDialog
              initialValues={EMPTY_USER_FORM}
              onSaved={(id) => void navigate(`/admin/accounts/${id}`)}
              onClose={() => setCreating(false)}
            />
          ) : null}
        </>
      }
    >
      <AccountsTable
        users={users}
        caption={t`Accounts`}
        sort={query.sort}
        // A new order starts again from its first page.
        onSort={(key) => change({ ...query, sort: nextSort(query.sort, key), page: 1 })}
        selected={selected}
        onSelectedChange={setSelected}
        onDecide={(userId, next) => setDecision({ userIds: [userId], decision: next })}
      />
    </StaffListPage>
  );
}
