import KeyvRedis from '@keyv/redis';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { Keyv } from 'keyv';
import type { Logger } from '../logging/logger.ts';

// In memory, a bound on the bytes kept: visitors' searches could otherwise fill the process.
const MEMORY_BYTES = 16 * 1024 * 1024;

/**
 * Apollo's cache interface over Keyv (what @apollo/utils.keyvadapter does; its declarations bind
 * to Keyv's CommonJS types, which TypeScript does not match with the ES module imported here).
 */
function keyValueCacheOf(keyv: Keyv<string>): KeyValueCache {
  return {
    get: (key) => keyv.get(key),
    // Apollo's ttl is in seconds, Keyv's in milliseconds; none: kept until replaced.
    set: async (key, value, options) => {
      await keyv.set(key, value, options?.ttl ? options.ttl * 1000 : undefined);
    },
    delete: (key) => keyv.delete(key),
  };
}

export interface CatalogueStore {
  cache: KeyValueCache;
  /** Shared with other bffs (Redis): what one writes, every other reads. */
  shared: boolean;
  close(): Promise<void>;
}

/**
 * Where cached catalogue answers live: in this process (Apollo's size-bounded LRU) by default, in
 * Redis (Keyv) with REDIS_URL so that every bff shares them and their invalidation. A Redis that is
 * away costs misses, never a failed request (catalogue-cache.ts reads through `resilient`).
 */
export function createCatalogueStore(redisUrl: string | undefined, namespace: string, logger: Logger): CatalogueStore {
  if (!redisUrl) return { cache: new InMemoryLRUCache({ maxSize: MEMORY_BYTES }), shared: false, close: async () => {} };
  const store = new KeyvRedis(
    // While Redis is away a call fails at once (no offline queue, no reconnection loop that a call
    // would wait on); the next call connects again, so the cache comes back with Redis.
    { url: redisUrl, disableOfflineQueue: true, socket: { connectTimeout: 1000, reconnectStrategy: false } },
    { throwOnConnectError: false, throwOnErrors: false, connectionTimeout: 1000 },
  );
  const keyv = new Keyv<string>({ store, namespace, throwOnErrors: false });
  const warn = (error: unknown) => logger.warn({ err: error }, 'catalogue cache: redis unavailable');
  keyv.on('error', warn);
  store.on('error', warn);
  return {
    cache: keyValueCacheOf(keyv),
    shared: true,
    async close() {
      await keyv.disconnect().catch(warn);
    },
  };
}
