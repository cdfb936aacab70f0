import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { APPROVAL_STATUSES, ROLES } from '@bourses/common/statuses';
import type { AccountListQuery } from '@/modules/staff/accounts/utils/account-list-query';
import { SelectField } from '@/modules/staff/shared/components/FormControls';
import { StyledToolbar } from '@/modules/staff/shared/components/StaffTable.styles';
import { APPROVAL_LABELS, ROLE_LABELS } from '@/modules/staff/shared/utils/status-labels';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';

export interface AccountFiltersProps {
  query: AccountListQuery;
  onChange: (query: AccountListQuery) => void;
}

/** Selects apply at once; the search applies on Enter or the Search button. */
export function AccountFilters({ query, onChange }: AccountFiltersProps) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState(query.search);
  const apply = (changes: Partial<AccountListQuery>) => onChange({ ...query, search, ...changes, page: 1 });
  return (
    <form
      role="search"
      aria-label={t`Filter accounts`}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
    >
      <StyledToolbar>
        <TextField
          label={t`Search by name or e-mail`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <StyledButton type="submit" $variant="secondary">
          <Trans>Search</Trans>
        </StyledButton>
        <SelectField
          label={t`Role`}
          value={query.role ?? ''}
          onChange={(event) => apply({ role: ROLES.find((role) => role === event.target.value) ?? null })}
        >
          <option value="">{t`All roles`}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(ROLE_LABELS[role])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`E-mail verified`}
          value={query.verified === null ? '' : String(query.verified)}
          onChange={(event) =>
            apply({ verified: event.target.value === '' ? null : event.target.value === 'true' })
          }
        >
          <option value="">{t`All`}</option>
          <option value="true">{t`Verified`}</option>
          <option value="false">{t`Not verified`}</option>
        </SelectField>
        <SelectField
          label={t`Approval status`}
          value={query.approval ?? ''}
          onChange={(event) =>
            apply({ approval: APPROVAL_STATUSES.find((status) => status === event.target.value) ?? null })
          }
        >
          <option value="">{t`All statuses`}</option>
          {APPROVAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(APPROVAL_LABELS[status])}
            </option>
          ))}
        </SelectField>
      </StyledToolbar>
    </form>
  );
}
