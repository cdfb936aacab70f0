import { use } from 'react';
import { createPath, matchRoutes, UNSAFE_createBrowserHistory, useLocation, useRoutes, type Location } from 'react-router-dom';
import { PageFailureBoundary } from '@/modules/layout/components/PageFailure';
import { ROUTES, type AppRoute } from '@/app/routes';

const fetched = new WeakSet<AppRoute>();
let loading: { path: string; done: Promise<void> } | undefined;

/**
 * What the routes at `location` still wait for (their pages' chunks, Apollo Client: each route's
 * `preload`), or nothing once they have it all. Awaited before the first render, so that it is the
 * page itself, as the server rendered it, and not a fallback (which hydration would refuse); rejects
 * when a chunk cannot be loaded.
 */
export function routesLoading(location: string | Partial<Location> | globalThis.Location): Promise<void> | undefined {
  const path = typeof location === 'string' ? location : (location.pathname ?? '');
  const waiting = (matchRoutes(ROUTES, location) ?? []).filter(({ route }) => route.preload && !fetched.has(route));
  if (waiting.length === 0) return undefined;
  // The same promise while it loads: React asks again on each attempt to render.
  if (loading?.path !== path) {
    const done = Promise.all(
      waiting.map(async ({ route }) => {
        await route.preload?.();
        fetched.add(route);
      }),
    ).then(
      () => undefined,
      (error: unknown) => {
        // Asked for again on the next attempt (a chunk the network lost, a new deployment).
        loading = undefined;
        throw error;
      },
    );
    loading = { path, done };
  }
  return loading.done;
}

/**
 * The page at the address (routes.tsx), inside the browser's router or the renderer's static one. A
 * link's page is loaded before the address changes (createAppHistory); on Back and Forward it is a
 * transition, and React keeps the previous page on screen while the next one's chunks arrive.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <PageFailureBoundary path={location.pathname}>
      <RoutesAt location={location} />
    </PageFailureBoundary>
  );
}

function RoutesAt({ location }: { location: Location }) {
  const pending = routesLoading(location);
  if (pending) use(pending);
  // The router's own location: given as an argument, useRoutes would tell the pages every arrival
  // was a Back or Forward (POP), and they would keep the previous page's scroll.
  return useRoutes(ROUTES);
}

/**
 * The browser's history for the app's router: a link or `navigate()` changes the address once the next
 * page can show (its chunks loaded), as a page loaded from the server does and React Router's data
 * router did. Meanwhile the previous page stays, address included, and nothing is swapped under the
 * pointer. The latest navigation wins; Back or Forward cancels one still loading.
 */
export function createAppHistory(window: Window) {
  const history = UNSAFE_createBrowserHistory({ window, v5Compat: true });
  let latest = 0;
  window.addEventListener('popstate', () => {
    latest += 1;
  });
  const onceLoaded =
    (go: typeof history.push): typeof history.push =>
    (to, state) => {
      latest += 1;
      const ticket = latest;
      const loading = routesLoading(typeof to === 'string' ? to : createPath(to));
      if (!loading) return go(to, state);
      // A chunk that cannot arrive still navigates: the page then says it could not be loaded.
      const navigate = () => {
        if (ticket === latest) go(to, state);
      };
      void loading.then(navigate, navigate);
    };
  history.push = onceLoaded(history.push.bind(history));
  history.replace = onceLoaded(history.replace.bind(history));
  return history;
}
