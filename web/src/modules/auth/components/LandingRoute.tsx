import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { GuardOutcome } from '@/modules/auth/components/GuardOutcome';
import { useSession } from '@/modules/auth/hooks/useSession';
import { landingRouteDecision } from '@/modules/auth/utils/route-guards';
import type { Session } from '@/modules/auth/utils/session-store';

/**
 * Redirects a visitor who arrives already signed in. Someone signing in on this page stays until
 * the login dialog has shown its message and moved on itself.
 */
export function LandingRoute() {
  const session = useSession();
  const [arrival, setArrival] = useState<Session | null>(null);
  if (arrival === null && session.status !== 'unknown') setArrival(session);
  return (
    <GuardOutcome decision={landingRouteDecision(arrival ?? session)}>
      <Outlet />
    </GuardOutcome>
  );
}
