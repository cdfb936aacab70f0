import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { bffMessage } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';

/**
 * The schema has queries and mutations only: a subscription is the caller's mistake, refused while
 * validating (graphql-js would otherwise fail it during execution, as an internal error).
 */
export function queriesAndMutationsOnly(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'subscription') return;
      context.reportError(
        new GraphQLError(bffMessage('SUBSCRIPTIONS_UNSUPPORTED', currentLanguage()), {
          nodes: [node],
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      );
    },
  };
}
