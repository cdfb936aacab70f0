import type { Transaction } from 'kysely';
import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import { nextStatus } from '#api/applications/application-state.ts';
import { lockApplication } from '#api/applications/lock-application.ts';
import { changeStatus } from '#api/applications/status-change.ts';
import { allowedStatus } from '#api/applications/transition-error.ts';
import type { AppContext } from '#api/context.ts';
import type { DB } from '#api/db/schema.ts';
import { AppError, notFound } from '#api/http/app-error.ts';
import { isUniqueViolation } from '#api/iam/register/unique-violation.ts';
import { enqueueMails } from '#api/jobs/mail-jobs.ts';
import { addDays, casablancaToday } from '#api/scholarships/deadline.ts';
import { conversationOf, postMessage, type ConversationSubject } from '../conversation-store.ts';
import { correctionMail } from './correction-mail.ts';
import { CORRECTION_DEFAULT_DUE_DAYS, CORRECTION_MAX_DUE_DAYS } from '@bourses/common/limits';
import type { CorrectionRequestInput } from './correction-schema.ts';

const alreadyOpen = () => new AppError(409, 'CORRECTION_ALREADY_OPEN');

/** The due day: staff's, or CORRECTION_DEFAULT_DUE_DAYS from Casablanca's today; from today to CORRECTION_MAX_DUE_DAYS on. */
function dueDateOf(input: CorrectionRequestInput, now: Date): string {
  const today = casablancaToday(now);
  const due = input.dueDate ?? addDays(today, CORRECTION_DEFAULT_DUE_DAYS);
  if (due < today || due > addDays(today, CORRECTION_MAX_DUE_DAYS))
    throw new AppError(400, 'CORRECTION_DUE_DATE_INVALID', { fields: { dueDate: { key: 'CORRECTION_DUE_DATE_INVALID' } } });
  return due;
}

/** A service contract is an account's document: an application is asked for its receipt or other documents. */
function checkItemsFit(subject: ConversationSubject, input: CorrectionRequestInput): void {
  if (!('applicationId' in subject)) return;
  const contract = input.items.findIndex((item) => item.kind === 'service_contract');
  if (contract >= 0)
    throw new AppError(400, 'CORRECTION_CONTRACT_ACCOUNTS_ONLY', {
      fields: { [`items.${contract}.kind`]: { key: 'CORRECTION_CONTRACT_ACCOUNTS_ONLY' } },
    });
}

/** Moves the application (with its history entry) or the account to waiting for the student. */
async function putOnHold(
  trx: Transaction<DB>,
  subject: ConversationSubject,
  by: { actorId: string; at: Date; requestId: string },
): Promise<void> {
  if ('applicationId' in subject) {
    await changeStatus(trx, subject.applicationId, 'correction_requested', {
      actorId: by.actorId,
      at: by.at,
      correctionRequestId: by.requestId,
    });
    return;
  }
  await trx
    .updateTable('users')
    .set({ approvalStatus: 'CHANGES_REQUESTED', approvalDate: null, rejectionReason: null, correctedAt: null, updatedAt: by.at })
    .where('id', '=', subject.userId)
    .execute();
}

/**
 * The student asked, checked under the row's lock (held until the request is written): a pending
 * application's owner, or a pending or rejected student account.
 */
async function studentOf(trx: Transaction<DB>, subject: ConversationSubject): Promise<string> {
  if ('applicationId' in subject) {
    const current = await lockApplication(trx, subject.applicationId);
    // An anonymised application (its student deleted the account) has nobody to ask.
    if (current.userId === null) throw notFound('APPLICATION_NOT_FOUND');
    if (current.status === 'correction_requested') throw alreadyOpen();
    allowedStatus(nextStatus(current.status, { kind: 'requestCorrection' }), current.status);
    return current.userId;
  }
  const user = await trx
    .selectFrom('users')
    .select(['id', 'role', 'approvalStatus'])
    .where('id', '=', subject.userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND');
  if (user.approvalStatus === 'CHANGES_REQUESTED') throw alreadyOpen();
  if (user.role !== 'CLIENT' || (user.approvalStatus !== 'PENDING' && user.approvalStatus !== 'REJECTED'))
    throw new AppError(409, 'CORRECTION_ACCOUNT_NOT_WAITING');
  return user.id;
}

/**
 * Staff ask a student for corrections instead of rejecting (docs/product-rules.md, "Correction
 * requests"). One transaction: the request and its items, the application (or account) put on hold
 * with its history entry, the request's message in the conversation, the audit entry and the
 * student's mail, sent whatever their setting for message mails (the file's state changes).
 */
export async function requestCorrection(
  context: AppContext,
  by: Caller,
  subject: ConversationSubject,
  input: CorrectionRequestInput,
): Promise<string> {
  const { db, clock, jobs, config } = context;
  checkItemsFit(subject, input);
  const now = clock.now();
  const dueDate = dueDateOf(input, now);
  try {
    return await db.transaction().execute(async (trx) => {
      const userId = await studentOf(trx, subject);
      const conversation = await conversationOf(trx, subject);
      if (!conversation) throw notFound('applicationId' in subject ? 'APPLICATION_NOT_FOUND' : 'USER_NOT_FOUND');
      const { id } = await trx
        .insertInto('correctionRequests')
        .values({
          applicationId: 'applicationId' in subject ? subject.applicationId : null,
          userId,
          message: input.message,
          dueDate,
          requestedBy: by.actor.id,
          requestedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('correctionItems')
        .values(input.items.map((item, position) => ({ requestId: id, position, kind: item.kind, label: item.label })))
        .execute();
      await putOnHold(trx, subject, { actorId: by.actor.id, at: now, requestId: id });
      await postMessage(trx, jobs, {
        conversationId: conversation.id,
        authorId: by.actor.id,
        authorSide: 'staff',
        body: input.message,
        correctionRequestId: id,
        at: now,
      });
      await recordAudit(trx, by, {
        action: 'applicationId' in subject ? 'application.correction-request' : 'account.correction-request',
        targetType: 'applicationId' in subject ? 'application' : 'user',
        targetId: 'applicationId' in subject ? subject.applicationId : subject.userId,
        changes: {
          correctionRequestId: id,
          items: input.items.map((item) => (item.label === null ? item.kind : `${item.kind}: ${item.label}`)),
          dueDate,
        },
      });
      const mail = await correctionMail(trx, config, id, 'correction-requested');
      await enqueueMails(jobs, trx, mail ? [mail] : []);
      return id;
    });
  } catch (error) {
    // Two requests at once on one file: the unique index of open requests kept the first.
    if (isUniqueViolation(error)) throw alreadyOpen();
    throw error;
  }
}
