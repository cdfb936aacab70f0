import { ApolloProvider } from '@apollo/client/react';
import { use, useEffect, type ReactNode } from 'react';
import { ReauthenticationHost } from '@/modules/api/components/ReauthenticationHost';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';

export interface ClientProviderProps {
  children: ReactNode;
}

/** Provides the app's Apollo Client, suspending first while it loads, and the dialog its link chain asks to re-authenticate. */
export function ClientProvider({ children }: ClientProviderProps) {
  const { apolloClient } = useSessionContext();
  const client = apolloClient.loaded() ?? use(apolloClient.load());
  // After the effects of the first page inside, its queries subscribed: those read the data the page was
  // rendered with (app/apollo-client.ts); every later one follows its own fetch policy.
  useEffect(() => {
    client.prioritizeCacheValues = false;
  }, [client]);
  return (
    <ApolloProvider client={client}>
      {children}
      <ReauthenticationHost />
    </ApolloProvider>
  );
}
