import { useLingui } from '@lingui/react/macro';
import { useScholarshipChoices } from '@/modules/staff/applications/hooks/useScholarshipChoices';
import { APPLICATION_STATUS_DISPLAY, APPLICATION_STATUSES } from '@/modules/applications/utils/application-statuses';
import type { ApplicationListQuery } from '@/modules/staff/applications/utils/application-list-query';
import { ChoiceFilter, ListFilters } from '@/modules/ui/components/ListFilters';
import { AssignmentFilterChoice } from '@/modules/staff/casework/components/AssignmentFilterChoice';

export interface ApplicationFiltersProps {
  query: ApplicationListQuery;
  onChange: (query: ApplicationListQuery) => void;
}

export function ApplicationFilters({ query, onChange }: ApplicationFiltersProps) {
  const { t, i18n } = useLingui();
  const scholarships = useScholarshipChoices();
  return (
    <ListFilters
      label={t`Filter applications`}
      searchLabel={t`Search by applicant`}
      query={query}
      onChange={onChange}
    >
      {(apply) => (
        <>
          <ChoiceFilter
            label={t`Status`}
            allLabel={t`All statuses`}
            value={query.status ?? ''}
            choices={APPLICATION_STATUSES.map((status) => ({
              value: status,
              label: i18n._(APPLICATION_STATUS_DISPLAY[status].label),
            }))}
            onChange={(value) =>
              apply({ status: APPLICATION_STATUSES.find((status) => status === value) ?? null })
            }
          />
          <ChoiceFilter
            label={t`Scholarship`}
            allLabel={t`All scholarships`}
            value={query.scholarshipId}
            choices={scholarships.map((scholarship) => ({ value: scholarship.id, label: scholarship.title }))}
            onChange={(scholarshipId) => apply({ scholarshipId })}
          />
          <AssignmentFilterChoice value={query.assignment ?? null} onChange={(assignment) => apply({ assignment })} />
        </>
      )}
    </ListFilters>
  );
}
