import type { Session, SessionStore } from '@/modules/auth/utils/session-store';

/** Whose answers the cache holds: a visitor's, a user's, or not known yet (the stored session is being checked). */
function ownerOf(session: Session): string | null {
  if (session.status === 'unknown') return null;
  if (session.status === 'signedOut') return 'visitor';
  return `user:${session.user?.id ?? session.role}`;
}

/**
 * Empties the cache whenever the person using the page changes (signing in or out, here or in another
 * tab): one person's answers (a visitor's `isSaved: null`, a student's applications) must never show
 * to the next, nor race with the answers the next one's pages ask for. Returns the function that stops.
 */
export function clearCacheOnOwnerChange(
  client: { clearStore(): Promise<unknown> },
  store: Pick<SessionStore, 'getSession' | 'subscribe'>,
): () => void {
  let owner = ownerOf(store.getSession());
  return store.subscribe(() => {
    const next = ownerOf(store.getSession());
    if (next === null || next === owner) return;
    const previous = owner;
    owner = next;
    // The first known owner is the one the cache was filled for (the session was only being checked).
    if (previous !== null) void client.clearStore();
  });
}
