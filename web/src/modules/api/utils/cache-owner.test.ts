import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { clearCacheOnOwnerChange } from '@/modules/api/utils/cache-owner';
import { createApolloClient } from '@/modules/api/utils/create-apollo-client';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { makeAccessToken, makeSessionUser } from '@/test/factories';

interface ScholarshipData {
  scholarship: { __typename: 'Scholarship'; id: string; isSaved: boolean | null } | null;
}

const SCHOLARSHIP: TypedDocumentNode<ScholarshipData> = parse('query Scholarship { scholarship { __typename id isSaved } }');

/** A client whose cache holds a visitor's copy of a scholarship, and the session it follows. */
function clientWithVisitorsAnswer() {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: SCHOLARSHIP, data: { scholarship: { __typename: 'Scholarship', id: '7', isSaved: null } } });
  const store = createSessionStore(localStorage);
  const cached = () => client.readQuery({ query: SCHOLARSHIP })?.scholarship ?? null;
  return { client, store, cached };
}

const signIn = (store: ReturnType<typeof createSessionStore>, userId: string) =>
  store.signIn({ accessToken: makeAccessToken({ userId }), refreshToken: `refresh-${userId}` }, makeSessionUser({ id: userId }));

describe("the Apollo cache holds one person's answers", () => {
  it("drops a visitor's answers when they sign in", async () => {
    const { client, store, cached } = clientWithVisitorsAnswer();
    store.markKnown();
    clearCacheOnOwnerChange(client, store);

    signIn(store, 'user-1');

    await expect.poll(cached).toBeNull();
  });

  it("drops a student's answers when they sign out, or another user signs in", async () => {
    const { client, store, cached } = clientWithVisitorsAnswer();
    signIn(store, 'user-1');
    clearCacheOnOwnerChange(client, store);

    store.signOut();
    await expect.poll(cached).toBeNull();

    client.writeQuery({ query: SCHOLARSHIP, data: { scholarship: { __typename: 'Scholarship', id: '7', isSaved: true } } });
    signIn(store, 'user-2');
    await expect.poll(cached).toBeNull();
  });

  it('keeps them when the stored session is confirmed at start, and through a refresh of its tokens', async () => {
    // A student who signed in on an earlier visit: the page starts with the session not checked yet.
    signIn(createSessionStore(localStorage), 'user-1');
    const { client, store, cached } = clientWithVisitorsAnswer();
    clearCacheOnOwnerChange(client, store);

    store.markKnown();
    store.updateTokens({ accessToken: makeAccessToken({ userId: 'user-1' }), refreshToken: 'refresh-2' });
    store.updateUser(makeSessionUser({ id: 'user-1', firstName: 'Sara' }));
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(cached()).toMatchObject({ id: '7', isSaved: null });
  });
});

describe("the page's Apollo client", () => {
  it("drops a visitor's answers when they sign in, where a client made without the page's session keeps them", async () => {
    const store = createSessionStore(localStorage);
    store.markKnown();
    const pagesClient = createApolloClient({ link: ApolloLink.empty(), store });
    const otherClient = createApolloClient({ link: ApolloLink.empty() });
    for (const client of [pagesClient, otherClient])
      client.writeQuery({ query: SCHOLARSHIP, data: { scholarship: { __typename: 'Scholarship', id: '7', isSaved: null } } });
    const cachedIn = (client: typeof pagesClient) => client.readQuery({ query: SCHOLARSHIP })?.scholarship ?? null;

    signIn(store, 'user-1');

    await expect.poll(() => cachedIn(pagesClient)).toBeNull();
    expect(cachedIn(otherClient)).toMatchObject({ id: '7', isSaved: null });
  });
});
