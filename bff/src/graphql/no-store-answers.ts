import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * The root fields whose answer holds a credential: tokens, a sign-in challenge, a TOTP secret,
 * recovery codes. A new one is added here (bff/test/no-store-answers.test.ts checks the schema
 * against this list).
 */
export const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set([
  'login',
  'completeSignIn',
  'refreshToken',
  'resetPassword',
  'changePassword',
  'startTotpEnrolment',
  'confirmTotpEnrolment',
  'confirmPasskeyEnrolment',
  'reserveRegistrationReference',
]);

/** The root fields an operation selects, fragments (named and inline) opened. */
function* rootFields(
  set: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Generator<string> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) yield selection.name.value;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* rootFields(selection.selectionSet, fragments);
    else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) yield* rootFields(fragment.selectionSet, fragments);
    }
  }
}

const fragmentsOf = (document: DocumentNode) =>
  new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );

/**
 * `Cache-Control: no-store` on every mutation's answer (a change is never to be replayed from a
 * cache) and on any answer holding a credential, signed in or not: `login` is sent without a token.
 * Signed-in callers' answers are no-store already (server/security-headers.ts).
 */
export const noStoreAnswersPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ operation, document, response }) {
        if (!operation || !document) return;
        const holdsCredential = () =>
          [...rootFields(operation.selectionSet, fragmentsOf(document))].some((name) =>
            CREDENTIAL_FIELDS.has(name),
          );
        if (operation.operation === 'mutation' || holdsCredential())
          response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};
