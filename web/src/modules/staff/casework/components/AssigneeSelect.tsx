import { useLingui } from '@lingui/react/macro';
import { useStaffMembers } from '@/modules/staff/casework/hooks/useStaffMembers';
import { SelectField } from '@/modules/ui/components/FormControls';

export interface AssigneeSelectProps {
  /** A staff member's id, or '' for nobody. */
  value: string;
  onChange: (assigneeId: string) => void;
}

/** The staff member to assign a case to, or nobody. */
export function AssigneeSelect({ value, onChange }: AssigneeSelectProps) {
  const { t } = useLingui();
  const members = useStaffMembers();
  return (
    <SelectField label={t`Assign to`} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t`Nobody`}</option>
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.name}
        </option>
      ))}
    </SelectField>
  );
}
