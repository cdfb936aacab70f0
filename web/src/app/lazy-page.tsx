import { use, type ComponentType } from 'react';

/** A page in a chunk of its own, for a route (routes.tsx): `{ path, ...lazyPage(() => import(…)) }`. */
export interface LazyPage {
  Component: ComponentType;
  /** Fetches the chunk, once; routesLoading (app-router.tsx) awaits it for the address's pages before the first render. */
  preload: () => Promise<unknown>;
}

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to arrive (the network, a new deployment) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));
  // Fetched already (before the first render, or on an earlier visit): rendered at once, so that
  // hydration finds the page the server rendered. Otherwise it suspends, in a transition, and React
  // keeps the previous page shown (app-router.tsx).
  const Component = () => {
    const Page = loaded ?? use(preload());
    return <Page />;
  };
  return { Component, preload };
}
