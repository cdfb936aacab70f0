import { createHash, randomUUID } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { GraphQLContext } from '../graphql/graphql-context.ts';
import type { Logger } from '../logging/logger.ts';
import { createCatalogueStore } from './catalogue-store.ts';

/** What staff mutations call once a scholarship changed. */
export interface CatalogueChanges {
  /** Every cached catalogue answer, in every bff sharing the store, is dropped. */
  changed(): Promise<void>;
}

export interface CatalogueCache extends CatalogueChanges {
  /**
   * Apollo plugins: cache hints (schema.graphql's @cacheControl), the response cache, and the
   * verdict the answer replay waits for (answer-replay.ts), for visitors only.
   */
  plugins: ApolloServerPlugin<GraphQLContext>[];
  /**
   * The catalogue's current version: a staff change replaces it. Read from the store when it is
   * shared (Redis), so that a change on any bff counts; else held in this process, without a wait.
   */
  version(): string | Promise<string>;
  close(): Promise<void>;
}

// The version of the catalogue, part of every cached answer's key: a new one orphans them all.
const VERSION_KEY = 'catalogue-version';

/** A signed-in caller's answer depends on who they are (their application, staff fields): never cached. */
const isVisitor = (requestContext: GraphQLRequestContext<GraphQLContext>) =>
  !requestContext.request.http?.headers.get('authorization');

/** The store read so that a failure is a miss: the cache may make answers faster, never fail them. */
function resilient(cache: KeyValueCache, logger: Logger): KeyValueCache {
  const warn = (error: unknown) => logger.warn({ err: error }, 'catalogue cache unavailable');
  return {
    get: (key) => cache.get(key).catch((error: unknown) => (warn(error), undefined)),
    set: (key, value, options) => cache.set(key, value, options).catch(warn),
    delete: (key) => cache.delete(key).catch((error: unknown) => (warn(error), false)),
  };
}

/**
 * The plugin's own key (a hash of the query, its variables and the data above), except that
 * variables nested too deep to serialise (a hostile request: they fail validation anyway) get a key
 * that matches nothing, instead of a stack overflow answered as a 500.
 */
function cacheKeyOf(_requestContext: unknown, keyData: unknown): string {
  try {
    return createHash('sha256').update(JSON.stringify(keyData)).digest('hex');
  } catch {
    return `uncacheable:${randomUUID()}`;
  }
}

/**
 * The bff's response cache for visitors' catalogue queries (Apollo's response-cache plugin).
 * Which fields may be cached, and how long, is said by `@cacheControl` in schema.graphql: an
 * answer is kept only when every field it asks is public (the scholarship list, detail and
 * filter options), per query, variables, language (Accept-Language) and catalogue version.
 */
export function createCatalogueCache(
  options: { redisUrl: string | undefined; keyPrefix: string },
  logger: Logger,
): CatalogueCache {
  const store = createCatalogueStore(options.redisUrl, `${options.keyPrefix}:graphql-cache`, logger);
  const cache = resilient(store.cache, logger);

  async function sharedVersion(): Promise<string> {
    const known = await cache.get(VERSION_KEY);
    if (known) return known;
    // None yet (or evicted): a fresh one, so that no answer kept under an older one is served.
    const fresh = randomUUID();
    await cache.set(VERSION_KEY, fresh);
    return fresh;
  }
  let localVersion = randomUUID();
  const currentVersion = store.shared ? sharedVersion : () => localVersion;

  const cacheHints = ApolloServerPluginCacheControl({ calculateHttpHeaders: false });
  // The hints cost a hook on every field: computed only where an answer may be cached.
  const hintsForVisitors: ApolloServerPlugin<GraphQLContext> = {
    serverWillStart: async (service) => cacheHints.serverWillStart?.(service),
    requestDidStart: async (requestContext) =>
      isVisitor(requestContext) ? cacheHints.requestDidStart?.(requestContext) : undefined,
  };

  const responses = responseCachePlugin<GraphQLContext>({
    cache,
    generateCacheKey: cacheKeyOf,
    shouldReadFromCache: async (requestContext) => isVisitor(requestContext),
    shouldWriteToCache: async (requestContext) => isVisitor(requestContext),
    extraCacheKeyData: async (requestContext) =>
      isVisitor(requestContext)
        ? { language: requestContext.contextValue.language, catalogue: await currentVersion() }
        : null,
  });

  // A query whose every field is public, answered without error: the replay may send it again.
  const replayVerdict: ApolloServerPlugin<GraphQLContext> = {
    requestDidStart: async (requestContext) =>
      isVisitor(requestContext)
        ? {
            async willSendResponse({ contextValue, response, operation, overallCachePolicy }) {
              if (operation?.operation !== 'query' || response.body.kind !== 'single' || response.body.singleResult.errors) return;
              const policy = overallCachePolicy.policyIfCacheable();
              if (policy && policy.scope !== 'PRIVATE') contextValue.replayable?.(policy.maxAge);
            },
          }
        : undefined,
  };

  return {
    plugins: [hintsForVisitors, responses, replayVerdict],
    version: currentVersion,
    async changed() {
      if (store.shared) await cache.set(VERSION_KEY, randomUUID());
      else localVersion = randomUUID();
    },
    close: () => store.close(),
  };
}
