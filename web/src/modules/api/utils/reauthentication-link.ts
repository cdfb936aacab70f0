import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap, of } from 'rxjs';
import type { ReauthenticationAnswer } from '@/modules/api/utils/reauthentication-prompt';

/** Set on an operation sent again after the user confirmed it is them: it is never asked about twice. */
const RETRIED = 'retriedAfterReauthentication';

const asksReauthentication = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((one) => one.extensions?.code === 'REAUTHENTICATION_REQUIRED');

/**
 * A sensitive change refused for want of a recent password or second factor (docs/security.md):
 * asks the user (`ask`, the dialog), then sends the operation once more. Cancelled, the refusal
 * reaches the caller as it came; a second refusal is never asked about.
 */
export function createReauthenticationLink(ask: () => Promise<ReauthenticationAnswer>): ApolloLink {
  return new ErrorLink(({ error, result, operation, forward }) => {
    if (!asksReauthentication(error) || operation.getContext()[RETRIED] === true) return;
    return from(ask()).pipe(
      mergeMap((answer) => {
        if (answer === 'confirmed') {
          operation.setContext({ [RETRIED]: true });
          return forward(operation);
        }
        if (result) return of(result);
        throw error;
      }),
    );
  });
}
