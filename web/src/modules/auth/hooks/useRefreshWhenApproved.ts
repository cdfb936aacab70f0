import { useEffect } from 'react';
import type { ApprovalStatus } from '@bourses/common/statuses';
import { useSession } from '@/modules/auth/hooks/useSession';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';

/**
 * The access token still says PENDING after staff approved the account: when the server says
 * APPROVED, refresh it at once so the guards let the student in without signing in again.
 */
export function useRefreshWhenApproved(serverStatus: ApprovalStatus | null): void {
  const session = useSession();
  const { refresher } = useSessionContext();
  const tokenSaysApproved = session.status === 'signedIn' && session.isApproved;
  useEffect(() => {
    if (serverStatus === 'APPROVED' && !tokenSaysApproved) void refresher.refresh();
  }, [serverStatus, tokenSaysApproved, refresher]);
}
