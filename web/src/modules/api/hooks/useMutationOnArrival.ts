import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';

/** What a mail's link did on arrival: still asking, then done or why not, in words to show. */
export type ArrivalState =
  { status: 'pending' } | { status: 'success'; message: string } | { status: 'error'; message: string };

/** A link's mutation answers whether it was done, in the server's words. */
interface LinkAnswer {
  success: boolean;
  message: string;
}

export interface MutationOnArrivalOptions<TData> {
  answerOf: (data: TData) => LinkAnswer;
  /** When the address holds no token. */
  invalidLink: string;
  /** When the server gives no reason. */
  fallback: string;
}

type Outcome = { success: true; message: string } | { success: false; error: unknown };

// A link's token is single use: a second run of the effect (React's strict mode runs it twice) or a
// second visit reuses the first call, per mutation and token.
const callsByDocument = new WeakMap<DocumentNode, Map<string, Promise<Outcome>>>();

function callsOf(document: DocumentNode): Map<string, Promise<Outcome>> {
  const calls = callsByDocument.get(document) ?? new Map<string, Promise<Outcome>>();
  callsByDocument.set(document, calls);
  return calls;
}

/**
 * Runs a mail link's mutation once, with the link's token, as the page opens (verify an address,
 * turn reminders off): pending, then the server's message or why it failed (docs/product-rules.md).
 */
export function useMutationOnArrival<TData>(
  document: TypedDocumentNode<TData, { token: string }>,
  token: string | null,
  { answerOf, invalidLink, fallback }: MutationOnArrivalOptions<TData>,
): ArrivalState {
  const failureMessage = useFailureMessage();
  const [mutate] = useMutation(document);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    const calls = callsOf(document);
    let call = calls.get(token);
    if (!call) {
      call = mutate({ variables: { token } }).then(
        ({ data }): Outcome => {
          const answer = data ? answerOf(data) : null;
          return answer?.success
            ? { success: true, message: answer.message }
            : { success: false, error: null };
        },
        (error: unknown): Outcome => ({ success: false, error }),
      );
      calls.set(token, call);
    }
    void call.then((result) => {
      if (!cancelled) setOutcome(result);
    });
    return () => {
      cancelled = true;
    };
    // Not `answerOf`: it only reads the one call's answer, and each render may pass a new function.
  }, [document, token, mutate]);

  if (!token) return { status: 'error', message: invalidLink };
  if (!outcome) return { status: 'pending' };
  if (outcome.success) return { status: 'success', message: outcome.message };
  return { status: 'error', message: failureMessage(outcome.error, fallback) };
}
