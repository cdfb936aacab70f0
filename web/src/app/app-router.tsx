import { use } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location } from 'react-router-dom';
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
  const path = typeof location === 'string' ? location : `${location.pathname ?? ''}`;
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
 * navigation waits for the new page's chunks with the previous page still shown: it is a transition
 * (react-router's BrowserRouter), and React keeps what is on screen while one suspends.
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
