import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath, Route, Routes } from 'react-router-dom';
import type { Language } from '@bourses/common/languages';
import { SessionContext } from '@/modules/auth/hooks/SessionContext';
import { createSessionStore, type SessionStore } from '@/modules/auth/utils/session-store';
import { LanguageContext } from '@/modules/i18n/hooks/LanguageContext';
import { directionOf } from '@/modules/i18n/utils/languages';
import { ThemeRoot } from '@/modules/theme/ThemeRoot';
import { ToastProvider } from '@/modules/toast/components/ToastProvider';
import { activateTestLanguage } from '@/test/activate-test-language';
import { createApiClient } from '@/test/create-api-client';

export interface RenderAppOptions {
  language?: Language;
  /** Where the app opens, with a query if any: '/reset-password?token=abc'. */
  path?: string;
  state?: unknown;
  /** Other routes, to see where a redirect lands. */
  otherRoutes?: Record<string, ReactElement>;
  store?: SessionStore;
}

/** Renders `<Route>` elements with the app's real providers; nothing talks to a server unless a test submits. */
export function renderRoutes(routes: ReactElement, options: RenderAppOptions = {}) {
  const { language = 'fr', path = '/', state, otherRoutes = {} } = options;
  const i18n = activateTestLanguage(language);
  const store = options.store ?? createSessionStore(localStorage);
  const { client, refresher } = createApiClient({ store, language: () => language, uri: 'http://127.0.0.1:9/graphql' });
  const result = render(
    <LanguageContext.Provider value={{ language, changeLanguage: async () => undefined }}>
      <I18nProvider i18n={i18n}>
        <ThemeRoot direction={directionOf(language)}>
          <ApolloProvider client={client}>
            <SessionContext.Provider value={{ store, refresher, apolloClient: { load: async () => client, loaded: () => client } }}>
              <ToastProvider>
                <MemoryRouter initialEntries={[{ ...parsePath(path), state }]}>
                  <Routes>
                    {routes}
                    {Object.entries(otherRoutes).map(([otherPath, element]) => (
                      <Route key={otherPath} path={otherPath} element={element} />
                    ))}
                  </Routes>
                </MemoryRouter>
              </ToastProvider>
            </SessionContext.Provider>
          </ApolloProvider>
        </ThemeRoot>
      </I18nProvider>
    </LanguageContext.Provider>,
  );
  return { ...result, store };
}

/** Renders one screen at every path. */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  return renderRoutes(<Route path="*" element={ui} />, options);
}
