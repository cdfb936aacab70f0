import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { Histogram } from 'prom-client';
import type { BffConfig } from '../config/config.ts';
import { createExecutableSchema } from '../graphql/executable-schema.ts';
import { createFormatError } from '../graphql/format-error.ts';
import type { GraphQLContext } from '../graphql/graphql-context.ts';
import { queriesAndMutationsOnly } from '../graphql/operation-kinds.ts';
import { noStoreAnswersPlugin } from '../graphql/no-store-answers.ts';
import { retryAfterPlugin } from '../graphql/retry-after.ts';
import {
  DEFAULT_OPERATION_LIMITS,
  operationLimitRules,
  type OperationLimits,
} from '../graphql/operation-limits.ts';
import type { Logger } from '../logging/logger.ts';
import { graphqlMetricsPlugin } from '../metrics/graphql-metrics.ts';
import type { OperationLabel } from '../metrics/metrics.ts';

/** Apollo Server over schema.graphql: no stack traces, CSRF prevention, operation limits, sandbox outside production. */
export function createApolloServer(
  config: BffConfig,
  logger: Logger,
  operationDuration: Histogram<OperationLabel>,
  /** The catalogue cache's plugins (catalogue-cache/catalogue-cache.ts). */
  cachePlugins: ApolloServerPlugin<GraphQLContext>[],
  limits: OperationLimits = DEFAULT_OPERATION_LIMITS,
): ApolloServer<GraphQLContext> {
  const production = config.env === 'production';
  return new ApolloServer<GraphQLContext>({
    schema: createExecutableSchema(),
    introspection: config.introspection,
    csrfPrevention: true,
    // The web client sends whole documents: automatic persisted queries would only be an unused door.
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(logger, { hideSchema: production, maxTokens: limits.maxTokens }),
    validationRules: [queriesAndMutationsOnly, ...operationLimitRules(limits)],
    // A document of thousands of chained fragments stops in the parser, before validation walks it.
    parseOptions: { maxTokens: limits.maxTokens },
    logger,
    plugins: [
      // Apollo's own cache-control plugin would add a hook on every field of every request: off.
      // The catalogue cache runs it for visitors only, where its hints are read.
      ApolloServerPluginCacheControlDisabled(),
      ...cachePlugins,
      ApolloServerPluginUsageReportingDisabled(),
      retryAfterPlugin,
      noStoreAnswersPlugin,
      graphqlMetricsPlugin(operationDuration),
      production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
  });
}
