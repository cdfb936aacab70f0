import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apolloClient, sessionStore, tokenRefresher } from '@/app/api-client';
import { ROUTES } from '@/app/routes';
import { SessionRoot } from '@/modules/auth/components/SessionRoot';
import { LanguageRoot } from '@/modules/i18n/components/LanguageRoot';
import { ToastProvider } from '@/modules/toast/components/ToastProvider';

const router = createBrowserRouter(ROUTES);

export function App() {
  return (
    <LanguageRoot>
      <ApolloProvider client={apolloClient}>
        <SessionRoot store={sessionStore} refresher={tokenRefresher}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </SessionRoot>
      </ApolloProvider>
    </LanguageRoot>
  );
}
