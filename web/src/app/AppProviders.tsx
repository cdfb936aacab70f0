import type { ReactNode } from 'react';
import type { Language } from '@bourses/common/languages';
import type { LazyApolloClient } from '@/modules/api/utils/lazy-apollo-client';
import { SessionRoot } from '@/modules/auth/components/SessionRoot';
import type { SessionStore } from '@/modules/auth/utils/session-store';
import type { TokenRefresher } from '@/modules/auth/utils/token-refresher';
import { LanguageRoot } from '@/modules/i18n/components/LanguageRoot';
import { ToastProvider } from '@/modules/toast/components/ToastProvider';

export interface AppProvidersProps {
  language: Language;
  apolloClient: LazyApolloClient;
  sessionStore: SessionStore;
  tokenRefresher: TokenRefresher;
  children: ReactNode;
}

/**
 * Everything around the routes, alike in the browser and in the pages prerendered at build, so that
 * hydration matches. No ApolloProvider: Apollo Client loads with the first page that needs it
 * (ApolloBoundary), so the landing page never downloads it.
 */
export function AppProviders({ language, apolloClient, sessionStore, tokenRefresher, children }: AppProvidersProps) {
  return (
    <LanguageRoot initialLanguage={language}>
      <SessionRoot store={sessionStore} refresher={tokenRefresher} apolloClient={apolloClient}>
        <ToastProvider>{children}</ToastProvider>
      </SessionRoot>
    </LanguageRoot>
  );
}
