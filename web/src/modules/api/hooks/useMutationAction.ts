import type { DefaultContext, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { graphQLFieldErrors, graphQLUpstreamCode, isNoAnswer } from '@/modules/api/utils/graphql-error';

/** A mutation's result as the screens use it: its data, or what to tell the user. */
export type MutationOutcome<TData> =
  | { ok: true; data: TData }
  | { ok: false; message: string; fieldErrors: Record<string, string>; upstreamCode?: string | null };

export interface MutationActionOptions {
  /** The text to show when the server gives none (already translated). */
  fallback: string;
  /** The queries whose answers the mutation changes, refetched by document once it succeeds. */
  refetch?: readonly DocumentNode[];
  /** The text to show when no answer came at all (the connection was lost), where it differs from `fallback`. */
  noAnswer?: string;
}

/**
 * One mutation as every screen runs it (as saleor-dashboard's makeMutation does): it never throws,
 * and a failure reads as the server's message in the user's language, else 'API Error: {status}',
 * else the screen's fallback, with the field errors the bff named and the api's own code.
 */
export function useMutationAction<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { fallback, refetch = [], noAnswer }: MutationActionOptions,
) {
  const failureMessage = useFailureMessage();
  const [mutate, { loading }] = useMutation(document);
  const run = useCallback(
    async (variables: TVariables, context?: DefaultContext): Promise<MutationOutcome<TData>> => {
      const failure = (error: unknown) => ({
        ok: false as const,
        message: noAnswer && isNoAnswer(error) ? noAnswer : failureMessage(error, fallback),
        fieldErrors: graphQLFieldErrors(error),
        upstreamCode: graphQLUpstreamCode(error),
      });
      try {
        // Apollo types `variables` as required or optional per operation, which a generic TVariables cannot meet.
        const args = [{ variables, context, refetchQueries: [...refetch] }] as Parameters<typeof mutate>;
        const { data } = await mutate(...args);
        return data ? { ok: true, data } : failure(null);
      } catch (error) {
        return failure(error);
      }
    },
    [mutate, fallback, refetch, noAnswer, failureMessage],
  );
  return { run, running: loading };
}
