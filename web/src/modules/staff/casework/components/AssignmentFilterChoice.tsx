import { useLingui } from '@lingui/react/macro';
import type { AssignmentFilter } from '@/modules/staff/__generated__/graphql';
import { ChoiceFilter } from '@/modules/ui/components/ListFilters';

export interface AssignmentFilterChoiceProps {
  value: AssignmentFilter | null;
  onChange: (value: AssignmentFilter | null) => void;
}

/** The staff lists' "assigned to me" and "unassigned" filter. */
export function AssignmentFilterChoice({ value, onChange }: AssignmentFilterChoiceProps) {
  const { t } = useLingui();
  return (
    <ChoiceFilter
      label={t`Assignment`}
      allLabel={t`Everyone's`}
      value={value ?? ''}
      choices={[
        { value: 'ME', label: t`Assigned to me` },
        { value: 'UNASSIGNED', label: t`Unassigned` },
      ]}
      onChange={(next) => onChange(next === 'ME' || next === 'UNASSIGNED' ? next : null)}
    />
  );
}
