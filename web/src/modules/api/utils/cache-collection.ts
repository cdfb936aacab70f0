import type { ApolloCache } from '@apollo/client';

// docs/product-rules.md (web client behaviour): cached data nobody reaches any more is dropped after 5 minutes.
export const CACHE_COLLECTION_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Every 5 minutes, garbage-collects the cache: entities no query result or watched query reaches
 * any more are removed (signing in or out empties it: cache-owner.ts). Returns the function that stops it.
 */
export function startCacheCollection(
  cache: Pick<ApolloCache, 'gc'>,
  intervalMs = CACHE_COLLECTION_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => cache.gc(), intervalMs);
  return () => clearInterval(timer);
}
