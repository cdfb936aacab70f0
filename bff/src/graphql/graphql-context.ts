import type { Language } from '@bourses/common/statuses';
import type { Loaders } from './loaders.ts';
import type { RestClient } from '../rest/rest-client.ts';
import type { Viewer } from '../rest/viewer.ts';

/** What every resolver receives: one per GraphQL request. */
export interface GraphQLContext {
  /** The api, called with the caller's bearer token and Accept-Language. */
  rest: RestClient;
  /** Per-request batching and caching of upstream reads. */
  loaders: Loaders;
  /** Who the token says the caller is (decoded, not verified: the api verifies). */
  viewer: Viewer | null;
  /** The caller's language (Accept-Language), for scholarship content when none is asked. */
  language: Language;
}
