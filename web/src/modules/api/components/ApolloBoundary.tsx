import type { ClientProvider as ClientProviderType } from '@/modules/api/components/ClientProvider';
import { lazy, Suspense, type ReactNode } from 'react';

let loadedProvider: typeof ClientProviderType | undefined;

/** The provider's chunk; a route fetches it beside its page so that the boundary does not wait for it. */
export const loadClientProvider = async () => {
  const loaded = await import('@/modules/api/components/ClientProvider');
  loadedProvider = loaded.ClientProvider;
  return loaded;
};

const ClientProvider = lazy(async () => ({ default: (await loadClientProvider()).ClientProvider }));

export interface ApolloBoundaryProps {
  children: ReactNode;
}

/**
 * What talks GraphQL renders inside: the first one loads Apollo Client (nothing is shown meanwhile),
 * so that a page without GraphQL, the landing page, never downloads it. Lazily import what goes
 * inside, or its own imports bring Apollo back into the page's chunk.
 */
export function ApolloBoundary({ children }: ApolloBoundaryProps) {
  // Already fetched (by the route, or at build for a prerendered page): render at once, so that
  // hydration finds what the prerendered page shows rather than a fallback.
  if (loadedProvider) {
    const Provider = loadedProvider;
    return <Provider>{children}</Provider>;
  }
  return (
    <Suspense fallback={null}>
      <ClientProvider>{children}</ClientProvider>
    </Suspense>
  );
}
