import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@/modules/ui/components/Spinner';
import type { GuardDecision } from '@/modules/auth/utils/route-guards';

export interface GuardOutcomeProps {
  decision: GuardDecision;
  children: ReactNode;
}

/** A spinner until the session is known (a refresh may be under way), then the page or a redirect. */
export function GuardOutcome({ decision, children }: GuardOutcomeProps) {
  if (decision.kind === 'wait') return <Spinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} state={decision.state} replace />;
  return children;
}
