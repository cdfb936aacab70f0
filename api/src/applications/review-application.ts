import type { ApplicationStatus } from '@bourses/common/statuses';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { recordAudit, type Caller } from '../audit/audit-log.ts';
import { nextStatus } from './application-state.ts';
import { enqueueDecisionMail } from './enqueue-decision-mail.ts';
import { allowedStatus } from './transition-error.ts';
import { changeStatus } from './status-change.ts';
import { requireApplicationPaid } from '../payments/review/approval-rule.ts';
import type { Verification } from '../payments/review/review-schemas.ts';
import { withdrawOpenRequests } from '#api/correspondence/corrections/withdraw-open-requests.ts';
import { enqueueDocuments } from '#api/documents/issuing/document-queue.ts';

export interface StatusChange {
  status: ApplicationStatus;
  feedback?: string | undefined;
  /** On approval: the fee's payment received, verified with the approval (docs/payments.md). */
  payment?: Verification | undefined;
}

/**
 * Staff set an application's status with feedback (a rejection needs one, kept as the reason). The
 * change, its history entry, its audit entry and, on approval and rejection, the student's mail are
 * one transaction.
 */
export async function reviewApplication(
  context: AppContext,
  by: Caller,
  applicationId: number,
  change: StatusChange,
) {
  const feedback = change.feedback ?? null;
  if (change.status === 'rejected' && feedback === null)
    throw new AppError(400, 'APPLICATION_FEEDBACK_REQUIRED');

  await context.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('applications')
      .select(['status', 'feedback'])
      .where('id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError(404, 'APPLICATION_NOT_FOUND');
    const next = allowedStatus(
      nextStatus(current.status, { kind: 'setStatus', status: change.status }),
      current.status,
    );
    if (next === 'approved') await requireApplicationPaid(context, trx, by, applicationId, change.payment);
    const [withdrawnRequest] = await withdrawOpenRequests(trx, { applicationId }, context.clock.now());
    const historyEntryId = await changeStatus(
      trx,
      applicationId,
      next,
      { actorId: by.actor.id, at: context.clock.now(), feedback },
      { feedback, rejectionReason: next === 'rejected' ? feedback : null },
    );
    const action = next === 'approved' || next === 'rejected' ? next : 'status';
    await recordAudit(trx, by, {
      action: action === 'approved' ? 'application.approve' : action === 'rejected' ? 'application.reject' : 'application.status',
      targetType: 'application',
      targetId: applicationId,
      changes: {
        status: [current.status, next],
        ...(feedback === null ? {} : { feedback }),
        ...(withdrawnRequest ? { correctionRequestWithdrawn: withdrawnRequest } : {}),
      },
    });
    if (next === 'approved' || next === 'rejected') {
      await enqueueDecisionMail(context, trx, applicationId, next, feedback);
      // The decision letter (docs/documents.md); a later decision's letter replaces it.
      await enqueueDocuments(context.jobs, trx, [{ kind: 'decision-letter', historyEntryId }]);
    }
  });
}
