import type { ExpressionBuilder } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { ConversationSide } from '#api/db/correspondence-tables.ts';
import type { Database } from '#api/db/database.ts';
import type { DB } from '#api/db/schema.ts';
import { otherSide } from './conversation-side.ts';
import { countUnreadFromStudents } from './unread-from-students.ts';

type Tables = DB & { c: DB['conversations'] };

/** Messages of the other side that `side` has not opened, in conversation `c`. */
export const unreadCountFor = (side: ConversationSide) => (eb: ExpressionBuilder<Tables, 'c'>) =>
  eb
    .selectFrom('messages as m')
    .select((count) => count.fn.countAll<number>().as('unread'))
    .whereRef('m.conversationId', '=', 'c.id')
    .where('m.readAt', 'is', null)
    .where('m.authorSide', '=', otherSide(side));

/**
 * Conversations with what a reader sees of them: the scholarship's title in `language` (French when
 * missing), the student's name, `side`'s unread count and the last message's time. One statement.
 */
function conversationsWithDetails(db: Database, side: ConversationSide, language: Language) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .leftJoin('applications as a', 'a.id', 'c.applicationId')
    .leftJoin('scholarshipTranslations as t', (join) =>
      join.onRef('t.scholarshipId', '=', 'a.scholarshipId').on('t.language', '=', language),
    )
    .leftJoin('scholarshipTranslations as tFr', (join) =>
      join.onRef('tFr.scholarshipId', '=', 'a.scholarshipId').on('tFr.language', '=', 'fr'),
    )
    .select((eb) => [
      'c.id',
      'c.kind',
      'c.applicationId',
      'c.userId',
      'c.createdAt',
      'u.firstName as studentFirstName',
      'u.lastName as studentLastName',
      eb.fn.coalesce('t.title', 'tFr.title').as('scholarshipTitle'),
      unreadCountFor(side)(eb).as('unreadCount'),
      eb
        .selectFrom('messages as last')
        .select((max) => max.fn.max('last.sentAt').as('lastMessageAt'))
        .whereRef('last.conversationId', '=', 'c.id')
        .as('lastMessageAt'),
    ]);
}

export type ConversationDetailsRow = Awaited<
  ReturnType<ReturnType<typeof conversationsWithDetails>['executeTakeFirstOrThrow']>
>;

export function findConversation(db: Database, id: string, side: ConversationSide, language: Language) {
  return conversationsWithDetails(db, side, language).where('c.id', '=', id).executeTakeFirst();
}

/** A student's conversations: the account's first, then the applications', latest message first. */
export function studentConversations(db: Database, userId: string, language: Language) {
  return conversationsWithDetails(db, 'student', language)
    .where('c.userId', '=', userId)
    .orderBy((eb) => eb.case().when('c.kind', '=', 'account').then(0).else(1).end())
    .orderBy('lastMessageAt', (order) => order.desc().nullsLast())
    .orderBy('c.createdAt', 'desc')
    .execute();
}

/** Unread messages of the other side, and in how many conversations: a student's own, or every one for staff. */
export async function unreadMessages(db: Database, side: ConversationSide, userId: string) {
  if (side === 'staff') return countUnreadFromStudents(db);
  const counts = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversationId')
    .select((eb) => [
      eb.fn.countAll<number>().as('messages'),
      eb.fn.count<number>('m.conversationId').distinct().as('conversations'),
    ])
    .where('c.userId', '=', userId)
    .where('m.readAt', 'is', null)
    .where('m.authorSide', '=', 'staff')
    .executeTakeFirstOrThrow();
  return { messages: Number(counts.messages), conversations: Number(counts.conversations) };
}
