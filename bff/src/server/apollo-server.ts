import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { BffConfig } from '../config/config.ts';
import { createExecutableSchema } from '../graphql/executable-schema.ts';
import { createFormatError } from '../graphql/format-error.ts';
import type { GraphQLContext } from '../graphql/graphql-context.ts';
import { operationLimitRules, type OperationLimits } from '../graphql/operation-limits.ts';
import type { Logger } from '../logging/logger.ts';

/** Apollo Server over schema.graphql: no stack traces, CSRF prevention, operation limits, sandbox outside production. */
export function createApolloServer(config: BffConfig, logger: Logger, limits?: OperationLimits): ApolloServer<GraphQLContext> {
  const production = config.env === 'production';
  return new ApolloServer<GraphQLContext>({
    schema: createExecutableSchema(),
    introspection: config.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(logger),
    validationRules: operationLimitRules(limits),
    logger,
    plugins: [
      // A hook on every field for cache hints nobody reads: off (measurably faster).
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
  });
}
