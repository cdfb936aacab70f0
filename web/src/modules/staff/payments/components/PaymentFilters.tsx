import { useLingui } from '@lingui/react/macro';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { PAYMENT_STATUS_DISPLAY } from '@/modules/payments/utils/payment-statuses';
import { useScholarshipChoices } from '@/modules/staff/applications/hooks/useScholarshipChoices';
import { PAYMENT_KIND_LABELS, PAYMENT_LABELS } from '@/modules/staff/payments/utils/payment-labels';
import {
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  type PaymentListQuery,
} from '@/modules/staff/payments/utils/payment-list-query';
import { ChoiceFilter, ListFilters } from '@/modules/ui/components/ListFilters';

export interface PaymentFiltersProps {
  query: PaymentListQuery;
  onChange: (query: PaymentListQuery) => void;
}

/** Status, kind, scholarship and the flagged queue at once; a reference, a name or an e-mail on Search. */
export function PaymentFilters({ query, onChange }: PaymentFiltersProps) {
  const { t, i18n } = useLingui();
  const scholarships = useScholarshipChoices();
  return (
    <ListFilters
      label={t`Filter payments`}
      searchLabel={t`Reference, name or e-mail`}
      query={query}
      onChange={onChange}
    >
      {(apply) => (
        <>
          <ChoiceFilter
            label={t(SHARED_MESSAGES.status)}
            allLabel={t(SHARED_MESSAGES.allStatuses)}
            value={query.status ?? ''}
            choices={PAYMENT_STATUSES.map((status) => ({ value: status, label: i18n._(PAYMENT_STATUS_DISPLAY[status].label) }))}
            onChange={(value) => apply({ status: PAYMENT_STATUSES.find((status) => status === value) ?? null })}
          />
          <ChoiceFilter
            label={i18n._(PAYMENT_LABELS.kind)}
            allLabel={t`Registration and applications`}
            value={query.kind ?? ''}
            choices={PAYMENT_KINDS.map((kind) => ({ value: kind, label: i18n._(PAYMENT_KIND_LABELS[kind]) }))}
            onChange={(value) => apply({ kind: PAYMENT_KINDS.find((kind) => kind === value) ?? null })}
          />
          <ChoiceFilter
            label={t(SHARED_MESSAGES.scholarship)}
            allLabel={t`All scholarships`}
            value={query.scholarshipId}
            choices={scholarships.map((scholarship) => ({ value: scholarship.id, label: scholarship.title }))}
            onChange={(scholarshipId) => apply({ scholarshipId })}
          />
          <label>
            <input
              type="checkbox"
              checked={query.flaggedOnly}
              onChange={(event) => apply({ flaggedOnly: event.target.checked })}
            />{' '}
            {t`Flagged only`}
          </label>
        </>
      )}
    </ListFilters>
  );
}
