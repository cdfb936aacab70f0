import { useLingui } from '@lingui/react/macro';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useScholarshipChoices } from '@/modules/staff/applications/hooks/useScholarshipChoices';
import { ApplicationStatusFilter } from '@/modules/applications/components/ApplicationStatusFilter';
import type { ApplicationListQuery } from '@/modules/staff/applications/utils/application-list-query';
import { ChoiceFilter, ListFilters } from '@/modules/ui/components/ListFilters';
import { AssignmentFilterChoice } from '@/modules/staff/casework/components/AssignmentFilterChoice';
import { CorrespondenceFilters } from '@/modules/staff/correspondence/components/CorrespondenceFilters';

export interface ApplicationFiltersProps {
  query: ApplicationListQuery;
  onChange: (query: ApplicationListQuery) => void;
}

export function ApplicationFilters({ query, onChange }: ApplicationFiltersProps) {
  const { t } = useLingui();
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
          <ApplicationStatusFilter value={query.status} onChange={(status) => apply({ status })} />
          <ChoiceFilter
            label={t(SHARED_MESSAGES.scholarship)}
            allLabel={t`All scholarships`}
            value={query.scholarshipId}
            choices={scholarships.map((scholarship) => ({ value: scholarship.id, label: scholarship.title }))}
            onChange={(scholarshipId) => apply({ scholarshipId })}
          />
          <AssignmentFilterChoice
            value={query.assignment ?? null}
            onChange={(assignment) => apply({ assignment })}
          />
          <CorrespondenceFilters
            unreadFromStudents={query.unreadFromStudents ?? false}
            onUnreadChange={(unreadFromStudents) => apply({ unreadFromStudents })}
            overdueCorrections={{
              value: query.overdueCorrections ?? false,
              onChange: (overdueCorrections) => apply({ overdueCorrections }),
            }}
          />
        </>
      )}
    </ListFilters>
  );
}
