import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { AUDIT_TARGET_TYPES, type AuditListQuery } from '@/modules/staff/audit/utils/audit-list-query';
import { AUDIT_TARGET_LABELS } from '@/modules/staff/audit/utils/audit-labels';
import { ChoiceFilter } from '@/modules/ui/components/ListFilters';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';

export interface AuditFiltersProps {
  query: AuditListQuery;
  onChange: (query: AuditListQuery) => void;
}

/** Who, on what and which days (in Casablanca); applied together with the Search button, from page 1. */
export function AuditFilters({ query, onChange }: AuditFiltersProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(query);
  const edit = (changes: Partial<AuditListQuery>) => setDraft({ ...draft, ...changes });
  return (
    <form
      role="search"
      aria-label={t`Filter the audit log`}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...draft, page: 1 });
      }}
    >
      <StyledToolbar>
        <TextField
          label={t`Staff member (name or e-mail)`}
          type="search"
          value={draft.search}
          onChange={(event) => edit({ search: event.target.value })}
        />
        <ChoiceFilter
          label={t`Target`}
          allLabel={t`All targets`}
          value={draft.targetType ?? ''}
          choices={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: i18n._(AUDIT_TARGET_LABELS[type]) }))}
          onChange={(value) => edit({ targetType: AUDIT_TARGET_TYPES.find((type) => type === value) ?? null })}
        />
        <TextField
          label={t({ message: 'Target number', comment: 'The id of an account, application or scholarship' })}
          value={draft.targetId}
          dir="ltr"
          onChange={(event) => edit({ targetId: event.target.value })}
        />
        <TextField
          label={t({ message: 'From', comment: 'First day of a date range' })}
          type="date"
          value={draft.from}
          onChange={(event) => edit({ from: event.target.value })}
        />
        <TextField
          label={t({ message: 'To', comment: 'Last day of a date range, included' })}
          type="date"
          value={draft.to}
          onChange={(event) => edit({ to: event.target.value })}
        />
        <StyledButton type="submit" $variant="secondary">
          {t(SHARED_MESSAGES.search)}
        </StyledButton>
      </StyledToolbar>
    </form>
  );
}
