/** Messages of every loaded page once each, oldest first (a message moves to an older page as new ones arrive). */
export function messagesInOrder<T extends { id: string; sentAt: string }>(pages: readonly (readonly T[])[]): T[] {
  const byId = new Map<string, T>();
  for (const page of pages) for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id));
}
