import { sql, type RawBuilder } from 'kysely';
import type { Database } from '#api/db/database.ts';

// One rule for "unread from students" (docs/product-rules.md, "Correspondence"): a message the student
// wrote that no staff member opened yet. The staff lists' filters and the dashboard's counts read it;
// written as messages_unread_idx's predicate, so that the planner reads that partial index.

/**
 * The rule as a SQL condition on the message `alias` (e.g. `m` in `messages as m`):
 * `.where(unreadFromStudent('m'))`.
 */
export function unreadFromStudent(alias: string): RawBuilder<boolean> {
  const message = sql.table(alias);
  return sql<boolean>`(${message}.read_at is null and ${message}.author_side = 'student')`;
}

/** How many such messages wait over every conversation, and in how many conversations. */
export async function countUnreadFromStudents(db: Database): Promise<{ messages: number; conversations: number }> {
  const counts = await db
    .selectFrom('messages as m')
    .select((eb) => [
      eb.fn.countAll<number>().as('messages'),
      eb.fn.count<number>('m.conversationId').distinct().as('conversations'),
    ])
    .where(unreadFromStudent('m'))
    .executeTakeFirstOrThrow();
  return { messages: Number(counts.messages), conversations: Number(counts.conversations) };
}
