import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactElement } from 'react';
import { of, throwError } from 'rxjs';

interface ApiCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/** Answers each operation by name, as the bff would, and keeps every call made, in order. */
export function mockStaffApi(
  answers: Record<string, (variables: Record<string, unknown>) => Record<string, unknown>>,
) {
  const calls: ApiCall[] = [];
  const client = new ApolloClient({
    link: new ApolloLink((operation) => {
      calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
      const answer = answers[operation.operationName ?? ''];
      if (!answer)
        return throwError(() => new Error(`No answer for ${operation.operationName ?? 'an operation'}`));
      const result: ApolloLink.Result = { data: answer(operation.variables) };
      return of(result);
    }),
    cache: new InMemoryCache(),
  });
  const withApi = (ui: ReactElement) => <ApolloProvider client={client}>{ui}</ApolloProvider>;
  const callsOf = (operationName: string) => calls.filter((call) => call.operationName === operationName);
  return { calls, callsOf, withApi };
}

/** A saved reply as the api answers it. */
export const makeTemplate = (id: string, language: 'FR' | 'AR' | 'EN', title: string, body: string) => ({
  __typename: 'MessageTemplate' as const,
  id,
  language,
  title,
  body,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
