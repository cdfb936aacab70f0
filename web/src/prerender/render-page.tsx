import { i18n, type Messages } from '@lingui/core';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { Language } from '@bourses/common/languages';
import { AppProviders } from '@/app/AppProviders';
import { createLazyApolloClient } from '@/modules/api/utils/lazy-apollo-client';
import { directionOf } from '@/modules/i18n/utils/languages';
import { loadDirectionPlugins } from '@/modules/theme/direction-plugins';
import { ROUTES } from '@/app/routes';
import { MemoryStorage } from '@/modules/auth/utils/memory-storage';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { createTokenRefresher } from '@/modules/auth/utils/token-refresher';
import { PAGE_HEADS, type PrerenderedPage } from '@/modules/seo/utils/page-heads';
import type { RenderedPage } from '@/prerender/rendered-page';
import { messages as ar } from '@/locales/ar/messages.ts';
import { messages as en } from '@/locales/en/messages.ts';
import { messages as fr } from '@/locales/fr/messages.ts';

const CATALOGS: Record<Language, Messages> = { fr, ar, en };

/** Each prerendered page and the address it is rendered at (a scholarship's page: its shell, before any data). */
const PRERENDERED_PAGES: Record<PrerenderedPage, string> = {
  landing: '/',
  scholarships: '/bourses',
  scholarship: '/bourses/0',
};

export const PRERENDERED_PAGE_NAMES: readonly PrerenderedPage[] = ['landing', 'scholarships', 'scholarship'];

/**
 * A public page as a visitor's browser first renders it (web/scripts/prerender-plugin.ts writes it
 * into the build): the same providers and routes, a visitor's session, no data yet.
 */
export async function renderPage(page: PrerenderedPage, language: Language): Promise<RenderedPage> {
  i18n.loadAndActivate({ locale: language, messages: CATALOGS[language] });
  // As main.tsx does before hydrating: the first render must not wait for the right-to-left styles.
  await loadDirectionPlugins(directionOf(language));
  const handler = createStaticHandler(ROUTES);
  const context = await handler.query(new Request(new URL(PRERENDERED_PAGES[page], 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${PRERENDERED_PAGES[page]} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const sessionStore = createSessionStore(new MemoryStorage());
  sessionStore.markKnown();
  const tokenRefresher = createTokenRefresher({
    store: sessionStore,
    requestRefresh: () => Promise.reject(new Error('A prerendered page has no session to refresh')),
  });
  // Loaded before rendering, so that the pages inside ApolloBoundary render their shell, not a fallback.
  const apolloClient = createLazyApolloClient(async () => new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() }));
  await apolloClient.load();

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders language={language} apolloClient={apolloClient} sessionStore={sessionStore} tokenRefresher={tokenRefresher}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
    );
    const head = PAGE_HEADS[page];
    return { html, styles: sheet.getStyleTags(), title: i18n._(head.title), description: i18n._(head.description) };
  } finally {
    sheet.seal();
  }
}
