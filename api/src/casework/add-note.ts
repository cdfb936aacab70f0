import type { AppContext } from '../context.ts';
import { recordAudit, type Caller } from '../audit/audit-log.ts';
import { AppError } from '../http/app-error.ts';
import { insertNote, type NoteSubject } from './notes-queries.ts';

/** Appends a staff note on an application or an account, and its audit entry, in one transaction. */
export async function addNote(context: AppContext, by: Caller, subject: NoteSubject, text: string): Promise<string> {
  return context.db.transaction().execute(async (trx) => {
    const exists =
      'applicationId' in subject
        ? await trx.selectFrom('applications').select('id').where('id', '=', subject.applicationId).executeTakeFirst()
        : await trx.selectFrom('users').select('id').where('id', '=', subject.userId).executeTakeFirst();
    if (!exists) throw new AppError(404, 'applicationId' in subject ? 'APPLICATION_NOT_FOUND' : 'USER_NOT_FOUND');
    const noteId = await insertNote(trx, subject, by.actor.id, text);
    await recordAudit(trx, by, {
      ...('applicationId' in subject
        ? { action: 'application.note', targetType: 'application', targetId: subject.applicationId }
        : { action: 'account.note', targetType: 'user', targetId: subject.userId }),
      changes: { noteId, text },
    });
    return noteId;
  });
}
