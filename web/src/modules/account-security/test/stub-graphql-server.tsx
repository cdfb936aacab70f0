import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactElement } from 'react';
import { of } from 'rxjs';

/** What the stub answers an operation with: its data, or the bff's error (message, our code, the api's code). */
export type StubAnswer =
  | { data: Record<string, unknown> }
  | { error: { message: string; code: string; upstreamCode: string } };

interface StubCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * A GraphQL server in the page that answers each operation by name, in order, and keeps what it was
 * sent: the screens' logic is tested against the bff's answers, the bff itself by its own tests and e2e.
 */
export function stubGraphQLServer(answers: Record<string, StubAnswer[]>) {
  const calls: StubCall[] = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      calls.push({ operationName: operation.operationName ?? '', variables: { ...operation.variables } });
      const answer = answers[operation.operationName ?? '']?.shift();
      if (!answer) throw new Error(`No answer left for ${operation.operationName}`);
      if ('data' in answer) return of({ data: answer.data });
      const { message, code, upstreamCode } = answer.error;
      return of({ errors: [{ message, extensions: { code, upstreamCode } }] });
    }),
  });
  return {
    calls,
    /** The screen under test, talking to this server (the nearest provider wins). */
    wrap: (ui: ReactElement) => <ApolloProvider client={client}>{ui}</ApolloProvider>,
  };
}
