import type { Role } from '@bourses/common/statuses';
import { isStaff, type Actor } from '#api/auth/actor.ts';
import type { ConversationSummaryAnswer } from '#api/contract/correspondence-answer.ts';
import type { Database } from '#api/db/database.ts';
import { conversationOf } from './conversation-store.ts';
import { sideOf } from './conversation-side.ts';
import { unreadCountFor } from './conversation-queries.ts';

type WithConversation<User> = User & { conversation?: ConversationSummaryAnswer | null };

/**
 * Users as `reader` may read them: with the account's conversation and the reader's side's unread
 * count for the owner and staff (null for a staff account, which has none); without it for anyone
 * else. One statement for the whole list.
 */
export async function withAccountConversations<User extends { id: string; role: Role }>(
  db: Database,
  reader: Actor | undefined,
  users: readonly User[],
): Promise<WithConversation<User>[]> {
  if (!reader) return [...users];
  const mayRead = (user: User) => isStaff(reader) || reader.id === user.id;
  const students = users.filter((user) => mayRead(user) && user.role === 'CLIENT').map((user) => user.id);
  const summaries = new Map<string, ConversationSummaryAnswer>();
  if (students.length > 0) {
    const rows = await db
      .selectFrom('conversations as c')
      .select((eb) => ['c.id', 'c.userId', unreadCountFor(sideOf(reader))(eb).as('unreadCount')])
      .where('c.kind', '=', 'account')
      .where('c.userId', 'in', students)
      .execute();
    for (const row of rows) summaries.set(row.userId, { id: row.id, unreadCount: Number(row.unreadCount ?? 0) });
    // An account made outside the api's own forms (a seed, a script) gets its conversation now.
    for (const userId of students.filter((id) => !summaries.has(id))) {
      const made = await conversationOf(db, { userId });
      if (made) summaries.set(userId, { id: made.id, unreadCount: 0 });
    }
  }
  return users.map((user) => (mayRead(user) ? { ...user, conversation: summaries.get(user.id) ?? null } : user));
}

/** One user as `reader` may read them (withAccountConversations). */
export async function withAccountConversationOf<User extends { id: string; role: Role }>(
  db: Database,
  reader: Actor | undefined,
  user: User,
): Promise<WithConversation<User>> {
  const [withConversation] = await withAccountConversations(db, reader, [user]);
  return withConversation ?? user;
}
