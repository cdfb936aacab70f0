import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import { nextStatus } from '#api/applications/application-state.ts';
import { changeStatus } from '#api/applications/status-change.ts';
import { allowedStatus } from '#api/applications/transition-error.ts';
import type { AppContext } from '#api/context.ts';
import { lockOpenRequest } from './lock-request.ts';

/**
 * Staff withdraw an open request: the application is pending again (with its history entry), the
 * account PENDING, audited in the same transaction (docs/product-rules.md, "Correction requests").
 */
export async function withdrawCorrection(context: AppContext, by: Caller, requestId: string): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const { request, subject } = await lockOpenRequest(trx, requestId);
    await trx
      .updateTable('correctionRequests')
      .set({ status: 'withdrawn', withdrawnAt: now })
      .where('id', '=', requestId)
      .execute();
    if (subject.kind === 'application' && request.applicationId !== null) {
      const current = subject.application.status;
      const status = allowedStatus(nextStatus(current, { kind: 'withdrawCorrection' }), current);
      await changeStatus(trx, request.applicationId, status, { actorId: by.actor.id, at: now, correctionRequestId: requestId });
    } else {
      await trx
        .updateTable('users')
        .set({ approvalStatus: 'PENDING', correctedAt: null, updatedAt: now })
        .where('id', '=', request.userId)
        .where('approvalStatus', '=', 'CHANGES_REQUESTED')
        .execute();
    }
    await recordAudit(trx, by, {
      action: request.applicationId === null ? 'account.correction-withdraw' : 'application.correction-withdraw',
      targetType: request.applicationId === null ? 'user' : 'application',
      targetId: request.applicationId ?? request.userId,
      changes: { correctionRequestId: requestId },
    });
  });
}
