import { useLingui } from '@lingui/react/macro';
import { APPROVAL_STATUSES, ROLES } from '@bourses/common/statuses';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { APPROVAL_STATUS_DISPLAY } from '@/modules/auth/utils/approval-statuses';
import type { AccountListQuery } from '@/modules/staff/accounts/utils/account-list-query';
import { ChoiceFilter, ListFilters } from '@/modules/ui/components/ListFilters';
import { AssignmentFilterChoice } from '@/modules/staff/casework/components/AssignmentFilterChoice';
import { CorrespondenceFilters } from '@/modules/staff/correspondence/components/CorrespondenceFilters';
import { ROLE_LABELS } from '@/modules/profile/utils/role-labels';

export interface AccountFiltersProps {
  query: AccountListQuery;
  onChange: (query: AccountListQuery) => void;
}

export function AccountFilters({ query, onChange }: AccountFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <ListFilters
      label={t`Filter accounts`}
      searchLabel={t`Search by name or e-mail`}
      query={query}
      onChange={onChange}
    >
      {(apply) => (
        <>
          <ChoiceFilter
            label={t`Role`}
            allLabel={t`All roles`}
            value={query.role ?? ''}
            choices={ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
            onChange={(value) => apply({ role: ROLES.find((role) => role === value) ?? null })}
          />
          <ChoiceFilter
            label={t`E-mail verified`}
            allLabel={t`All`}
            value={query.verified === null ? '' : String(query.verified)}
            choices={[
              { value: 'true', label: t(SHARED_MESSAGES.verified) },
              { value: 'false', label: t(SHARED_MESSAGES.notVerified) },
            ]}
            onChange={(value) => apply({ verified: value === '' ? null : value === 'true' })}
          />
          <ChoiceFilter
            label={t`Approval status`}
            allLabel={t(SHARED_MESSAGES.allStatuses)}
            value={query.approval ?? ''}
            choices={APPROVAL_STATUSES.map((status) => ({
              value: status,
              label: i18n._(APPROVAL_STATUS_DISPLAY[status].label),
            }))}
            onChange={(value) =>
              apply({ approval: APPROVAL_STATUSES.find((status) => status === value) ?? null })
            }
          />
          <AssignmentFilterChoice value={query.assignment} onChange={(assignment) => apply({ assignment })} />
          <CorrespondenceFilters
            unreadFromStudents={query.unreadFromStudents}
            onUnreadChange={(unreadFromStudents) => apply({ unreadFromStudents })}
            overdueCorrections={{
              value: query.overdueCorrections,
              onChange: (overdueCorrections) => apply({ overdueCorrections }),
            }}
          />
        </>
      )}
    </ListFilters>
  );
}
