import { RouterProvider } from 'react-router-dom';
import type { Language } from '@bourses/common/languages';
import { apolloClient, sessionStore, tokenRefresher } from '@/app/api-client';
import { AppProviders } from '@/app/AppProviders';
import type { AppRouter } from '@/app/app-router';

export interface AppProps {
  router: AppRouter;
  /** Its catalogue already active (main.tsx). */
  language: Language;
}

export function App({ router, language }: AppProps) {
  return (
    <AppProviders language={language} apolloClient={apolloClient} sessionStore={sessionStore} tokenRefresher={tokenRefresher}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
