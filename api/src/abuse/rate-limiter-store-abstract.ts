import { createRequire } from 'node:module';
import type { RateLimiterStoreAbstract as StoreAbstract } from 'rate-limiter-flexible';

const require = createRequire(import.meta.url);

/**
 * rate-limiter-flexible's base class for a new store, which its docs tell us to extend but which it
 * exports from its own file only (its index types it, without exporting the value).
 */
export const RateLimiterStoreAbstract: typeof StoreAbstract = require('rate-limiter-flexible/lib/RateLimiterStoreAbstract.js');
