import { useContext } from 'react';
import { SessionContext, type SessionContextValue } from '@/modules/auth/hooks/SessionContext';

export function useSessionContext(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used within a SessionRoot');
  return context;
}
