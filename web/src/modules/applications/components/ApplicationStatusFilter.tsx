import { useLingui } from '@lingui/react/macro';
import type { ApplicationStatus } from '@/__generated__/graphql';
import {
  APPLICATION_STATUS_DISPLAY,
  APPLICATION_STATUSES,
} from '@/modules/applications/utils/application-statuses';
import { ChoiceFilter } from '@/modules/ui/components/ListFilters';

export interface ApplicationStatusFilterProps {
  value: ApplicationStatus | null;
  onChange: (value: ApplicationStatus | null) => void;
}

/** The application lists' status filter, the student's and the console's. */
export function ApplicationStatusFilter({ value, onChange }: ApplicationStatusFilterProps) {
  const { t, i18n } = useLingui();
  return (
    <ChoiceFilter
      label={t`Status`}
      allLabel={t`All statuses`}
      value={value ?? ''}
      choices={APPLICATION_STATUSES.map((status) => ({
        value: status,
        label: i18n._(APPLICATION_STATUS_DISPLAY[status].label),
      }))}
      onChange={(next) => onChange(APPLICATION_STATUSES.find((status) => status === next) ?? null)}
    />
  );
}
