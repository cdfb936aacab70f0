import { Outlet } from 'react-router-dom';
import { GuardOutcome } from '@/modules/auth/components/GuardOutcome';
import { useSession } from '@/modules/auth/hooks/useSession';
import { browseRouteDecision } from '@/modules/auth/utils/route-guards';

export function BrowseRoute() {
  const session = useSession();
  return (
    <GuardOutcome decision={browseRouteDecision(session)}>
      <Outlet />
    </GuardOutcome>
  );
}
