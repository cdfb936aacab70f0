import { createContext } from 'react';
import type { SessionStore } from '@/modules/auth/utils/session-store';
import type { TokenRefresher } from '@/modules/auth/utils/token-refresher';

export interface SessionContextValue {
  store: SessionStore;
  refresher: TokenRefresher;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
