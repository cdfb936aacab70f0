import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { GuardDecision } from '@/modules/auth/utils/route-guards';

export interface GuardOutcomeProps {
  decision: GuardDecision;
  children: ReactNode;
}

/** Renders nothing until the session is known, then the page or a redirect. */
export function GuardOutcome({ decision, children }: GuardOutcomeProps) {
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} state={decision.state} replace />;
  return children;
}
