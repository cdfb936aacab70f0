import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/** How big one operation may be: bigger ones are refused before any upstream call. */
export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxDirectives: number;
  /** Tokens in the document: graphql-js's parser stops there, before any validation walks it. */
  maxTokens: number;
}

export const DEFAULT_OPERATION_LIMITS: OperationLimits = {
  maxDepth: 8,
  maxAliases: 15,
  maxCost: 5000,
  maxDirectives: 20,
  maxTokens: 3000,
};

export type LimitKind = 'depth' | 'aliases' | 'cost' | 'directives';

/**
 * graphql-armor's refusal, reported with the limit it broke; formatError (format-error.ts) words it
 * in the caller's language from `limit` and `max`.
 */
const refuseAs =
  (limit: LimitKind, max: number) =>
  (context: ValidationContext | null, error: GraphQLError): void => {
    context?.reportError(
      new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', limit, max } }),
    );
  };

/**
 * graphql-armor's depth, aliases, cost and directives limits as validation rules. Its Apollo plugins
 * are typed against another build of @apollo/server: field suggestions are masked in format-error.ts.
 */
export function operationLimitRules(limits: OperationLimits = DEFAULT_OPERATION_LIMITS): ValidationRule[] {
  const rejection = (limit: LimitKind, max: number) => ({
    propagateOnRejection: false,
    onReject: [refuseAs(limit, max)],
  });
  const { validationRules } = new ApolloArmor({
    maxDepth: {
      n: limits.maxDepth,
      ignoreIntrospection: true,
      flattenFragments: true,
      ...rejection('depth', limits.maxDepth),
    },
    maxAliases: { n: limits.maxAliases, ...rejection('aliases', limits.maxAliases) },
    costLimit: {
      maxCost: limits.maxCost,
      ignoreIntrospection: true,
      flattenFragments: true,
      ...rejection('cost', limits.maxCost),
    },
    maxDirectives: { n: limits.maxDirectives, ...rejection('directives', limits.maxDirectives) },
    // graphql-js's own maxTokens parse option does this in the one parse (see apollo-server.ts).
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return validationRules;
}
