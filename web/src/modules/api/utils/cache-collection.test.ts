// @vitest-environment node
import { InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_COLLECTION_INTERVAL_MS, startCacheCollection } from '@/modules/api/utils/cache-collection';

interface ScholarshipData {
  scholarship: { __typename: 'Scholarship'; id: string; title: string } | null;
}

const SCHOLARSHIP: TypedDocumentNode<ScholarshipData> = parse(
  'query Scholarship { scholarship { __typename id title } }',
);

function cacheWithUnreachableScholarship() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: SCHOLARSHIP,
    data: { scholarship: { __typename: 'Scholarship', id: '7', title: 'Erasmus' } },
  });
  // The screen that asked for it is gone and its query result with it: only the entity is left.
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'scholarship' });
  return cache;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('collecting the cache', () => {
  it('drops data nothing reaches any more after 5 minutes, not before', () => {
    const cache = cacheWithUnreachableScholarship();
    const stop = startCacheCollection(cache);

    vi.advanceTimersByTime(CACHE_COLLECTION_INTERVAL_MS - 1);
    expect(cache.extract()['Scholarship:7']).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(cache.extract()['Scholarship:7']).toBeUndefined();

    stop();
  });

  it('keeps data a query still reaches', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({
      query: SCHOLARSHIP,
      data: { scholarship: { __typename: 'Scholarship', id: '7', title: 'Erasmus' } },
    });
    const stop = startCacheCollection(cache);

    vi.advanceTimersByTime(CACHE_COLLECTION_INTERVAL_MS * 2);

    expect(cache.readQuery({ query: SCHOLARSHIP })?.scholarship).toEqual({
      __typename: 'Scholarship',
      id: '7',
      title: 'Erasmus',
    });
    stop();
  });

  it('stops when asked', () => {
    const cache = cacheWithUnreachableScholarship();

    startCacheCollection(cache)();
    vi.advanceTimersByTime(CACHE_COLLECTION_INTERVAL_MS);

    expect(cache.extract()['Scholarship:7']).toBeDefined();
  });
});
