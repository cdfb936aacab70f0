import { ApolloProvider } from '@apollo/client/react';
import { use, type ReactNode } from 'react';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';

export interface ClientProviderProps {
  children: ReactNode;
}

/** Provides the app's Apollo Client, suspending first while it loads. */
export function ClientProvider({ children }: ClientProviderProps) {
  const { apolloClient } = useSessionContext();
  const client = apolloClient.loaded() ?? use(apolloClient.load());
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
