import { Outlet } from 'react-router-dom';
import { GuardOutcome } from '@/modules/auth/components/GuardOutcome';
import { useSession } from '@/modules/auth/hooks/useSession';
import { pendingRouteDecision } from '@/modules/auth/utils/route-guards';

export function PendingRoute() {
  const session = useSession();
  return (
    <GuardOutcome decision={pendingRouteDecision(session)}>
      <Outlet />
    </GuardOutcome>
  );
}
