import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { Language } from '@bourses/common/languages';
import { apolloClient, sessionStore, tokenRefresher } from '@/app/api-client';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes, createAppHistory } from '@/app/app-router';

export interface AppProps {
  /** Its catalogue already active (main.tsx). */
  language: Language;
}

const history = createAppHistory(window);

/** The application in the browser, its first page's chunks already loaded (main.tsx, routesLoading). */
export function App({ language }: AppProps) {
  return (
    <AppProviders language={language} apolloClient={apolloClient} sessionStore={sessionStore} tokenRefresher={tokenRefresher}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>
  );
}
