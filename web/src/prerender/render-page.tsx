import { i18n, type Messages } from '@lingui/core';
import { ApolloLink, InMemoryCache, type ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { from } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import type { Language } from '@bourses/common/languages';
import { AppProviders } from '@/app/AppProviders';
import { createApolloClient } from '@/modules/api/utils/create-apollo-client';
import { createLazyApolloClient } from '@/modules/api/utils/lazy-apollo-client';
import { directionOf } from '@/modules/i18n/utils/languages';
import { loadDirectionPlugins } from '@/modules/theme/direction-plugins';
import { AppRoutes, routesLoading } from '@/app/app-router';
import { MemoryStorage } from '@/modules/auth/utils/memory-storage';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { createTokenRefresher } from '@/modules/auth/utils/token-refresher';
import { PAGE_HEADS, type PrerenderedPage } from '@/modules/seo/utils/page-heads';
import { composePage } from '@/prerender/compose-page';
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

/** One GraphQL operation run as a visitor: the bff passes its own Apollo Server. */
export type ExecuteOperation = (operation: {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<FormattedExecutionResult>;

/** Renders the app at an address as a visitor's browser first renders it: the same providers and routes, no session. */
async function renderAt(
  address: string,
  language: Language,
  link: ApolloLink,
  render: (tree: ReactNode, client: ApolloClient) => Promise<string>,
): Promise<{ html: string; styles: string; cache: InMemoryCache }> {
  i18n.loadAndActivate({ locale: language, messages: CATALOGS[language] });
  // As main.tsx does before hydrating: the first render must not wait for the right-to-left styles.
  await loadDirectionPlugins(directionOf(language));
  // Its pages' chunks loaded first, as main.tsx does; one that fails to load throws, and the caller
  // serves the page without data.
  await routesLoading(address);

  const sessionStore = createSessionStore(new MemoryStorage());
  sessionStore.markKnown();
  const tokenRefresher = createTokenRefresher({
    store: sessionStore,
    requestRefresh: () => Promise.reject(new Error('A prerendered page has no session to refresh')),
  });
  const cache = new InMemoryCache();
  const client = createApolloClient({ link, cache });
  // Loaded before rendering, so that the pages inside ApolloBoundary render their shell, not a fallback.
  const apolloClient = createLazyApolloClient(async () => client);
  await apolloClient.load();

  const sheet = new ServerStyleSheet();
  try {
    const html = await render(
      sheet.collectStyles(
        <AppProviders language={language} apolloClient={apolloClient} sessionStore={sessionStore} tokenRefresher={tokenRefresher}>
          <StaticRouter location={address}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>,
      ),
      client,
    );
    return { html, styles: sheet.getStyleTags(), cache };
  } finally {
    sheet.seal();
  }
}

const headOf = (page: PrerenderedPage) => ({ title: i18n._(PAGE_HEADS[page].title), description: i18n._(PAGE_HEADS[page].description) });

/** A public page without data (its skeletons), for web/scripts/prerender-plugin.ts to write at build. */
export async function renderPage(page: PrerenderedPage, language: Language): Promise<RenderedPage> {
  const { html, styles } = await renderAt(PRERENDERED_PAGES[page], language, ApolloLink.empty(), async (tree) => renderToString(tree));
  return { html, styles, ...headOf(page) };
}

/**
 * The whole document of a public page at an address, rendered by the bff with the data a visitor
 * would read (bff/src/seo/page-renderer.ts): its queries run through `execute` until none is left,
 * and Apollo's cache goes with the page, so that the browser hydrates it without asking again.
 * `signal` stops a render that takes too long (it then throws).
 */
export async function renderDocument(
  template: string,
  page: PrerenderedPage,
  address: string,
  language: Language,
  { execute, signal }: { execute: ExecuteOperation; signal: AbortSignal },
): Promise<string> {
  const link = new ApolloLink((operation) =>
    from(execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })),
  );
  const { html, styles, cache } = await renderAt(address, language, link, async (tree, apolloClient) => {
    const { result, aborted } = await prerenderStatic({ tree, context: { client: apolloClient }, renderFunction: renderToString, signal });
    if (aborted) throw new Error(`${address}: its data did not arrive in time`);
    return result;
  });
  return composePage(template, language, { html, styles, ...headOf(page), state: cache.extract() });
}
