import { useSession } from '@/modules/auth/hooks/useSession';
import { staffPermissions, type StaffPermissions } from '@/modules/staff/shared/utils/staff-permissions';

export function useStaffPermissions(): StaffPermissions {
  const session = useSession();
  return staffPermissions(session.status === 'signedIn' ? session.role : null);
}
