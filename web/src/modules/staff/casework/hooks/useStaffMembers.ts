import { useQuery } from '@apollo/client/react';
import { STAFF_MEMBERS } from '@/modules/staff/casework/graphql/StaffMembers';

/** Every agent and administrator, by name: whom work can be assigned to. */
export function useStaffMembers() {
  const { data } = useQuery(STAFF_MEMBERS, { fetchPolicy: 'cache-first' });
  const members = [...(data?.agents.items ?? []), ...(data?.admins.items ?? [])];
  return members
    .map((member) => ({ id: member.id, name: member.fullName || member.email }))
    .sort((first, second) => first.name.localeCompare(second.name));
}
