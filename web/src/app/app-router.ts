import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { ROUTES } from '@/app/routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router, with the current address's lazy pages loaded first: its first render is then
 * the page itself, as prerendered, and not an empty frame (which hydration would refuse).
 */
export async function createAppRouter(location: Location = window.location): Promise<AppRouter> {
  const lazyMatches = (matchRoutes(ROUTES, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(ROUTES);
}
