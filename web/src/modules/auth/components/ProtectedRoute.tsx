import { Outlet, useLocation } from 'react-router-dom';
import type { Role } from '@bourses/common/statuses';
import { GuardOutcome } from '@/modules/auth/components/GuardOutcome';
import { useSession } from '@/modules/auth/hooks/useSession';
import { protectedRouteDecision } from '@/modules/auth/utils/route-guards';

export interface ProtectedRouteProps {
  requiredRoles?: readonly Role[];
  /** 'any': verified accounts that wait for approval enter too (route-guards.ts). */
  approval?: 'required' | 'any';
}

export function ProtectedRoute({ requiredRoles, approval }: ProtectedRouteProps) {
  const session = useSession();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <GuardOutcome decision={protectedRouteDecision(session, from, requiredRoles, approval)}>
      <Outlet />
    </GuardOutcome>
  );
}
