import type { Database } from '../db/database.ts';

/** What a note is about: an application or an account. */
export type NoteSubject = { applicationId: number } | { userId: string };

/** Appends a note; its author and time are the caller and now. */
export async function insertNote(db: Database, subject: NoteSubject, authorId: string, text: string) {
  const inserted =
    'applicationId' in subject
      ? await db
          .insertInto('applicationNotes')
          .values({ applicationId: subject.applicationId, authorId, text })
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db
          .insertInto('accountNotes')
          .values({ userId: subject.userId, authorId, text })
          .returning('id')
          .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The notes of these applications, newest first, with their authors: one statement for a whole page. */
export function applicationNotes(db: Database, applicationIds: readonly number[], noteId?: string) {
  return db
    .selectFrom('applicationNotes as n')
    .leftJoin('users as u', 'u.id', 'n.authorId')
    .select(['n.id', 'n.applicationId', 'n.authorId', 'n.text', 'n.createdAt', 'u.firstName', 'u.lastName', 'u.role'])
    .where('n.applicationId', 'in', applicationIds.length > 0 ? applicationIds : [0])
    .$if(noteId !== undefined, (query) => query.where('n.id', '=', noteId ?? ''))
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

/** The notes of these accounts, newest first, with their authors. */
export function accountNotes(db: Database, userIds: readonly string[], noteId?: string) {
  return db
    .selectFrom('accountNotes as n')
    .leftJoin('users as u', 'u.id', 'n.authorId')
    .select(['n.id', 'n.userId', 'n.authorId', 'n.text', 'n.createdAt', 'u.firstName', 'u.lastName', 'u.role'])
    .where('n.userId', 'in', userIds.length > 0 ? userIds : ['00000000-0000-0000-0000-000000000000'])
    .$if(noteId !== undefined, (query) => query.where('n.id', '=', noteId ?? ''))
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}
