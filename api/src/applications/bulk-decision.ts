import type { Language } from '@bourses/common/languages';
import type { AppContext } from '../context.ts';
import type { Caller } from '../audit/audit-log.ts';
import { AppError } from '../http/app-error.ts';
import { translate } from '../i18n/messages.ts';
import { assignApplication } from './assign-application.ts';
import type { BulkRequest } from './bulk-schema.ts';
import { reviewApplication } from './review-application.ts';

/** How one application of a bulk action went: done, or refused with the code and message a single action would give. */
export type BulkOutcome = { id: number; ok: true } | { id: number; ok: false; code: string; message: string };

/**
 * Runs the action on each application in its own transaction, with the same rule as the single
 * action (reviewApplication, assignApplication): its change, audit entry and the student's mail
 * commit together, and one refused application (already decided, deleted meanwhile) does not stop
 * the others. Sequential: each decision locks its row, and the pool stays free for other requests.
 */
export async function runBulkAction(
  context: AppContext,
  by: Caller,
  request: Pick<BulkRequest, 'action' | 'feedback' | 'assigneeId'>,
  applicationIds: readonly number[],
  language: Language,
): Promise<BulkOutcome[]> {
  return runEachApplication(context, applicationIds, language, async (id) => {
    if (request.action === 'assign') await assignApplication(context, by, id, request.assigneeId ?? null);
    else
      await reviewApplication(context, by, id, {
        status: request.action === 'approve' ? 'approved' : 'rejected',
        feedback: request.feedback,
      });
  });
}

/**
 * Runs `act` on each application in turn (a bulk decision, a bulk message): a refusal is that row's
 * outcome, with its code and its message in `language`, and never stops the rows after it.
 */
export async function runEachApplication(
  context: AppContext,
  applicationIds: readonly number[],
  language: Language,
  act: (id: number) => Promise<void>,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const id of applicationIds) {
    try {
      await act(id);
      outcomes.push({ id, ok: true });
    } catch (error) {
      // Even an unexpected failure is this row's: the rows before it are committed and said so.
      if (!(error instanceof AppError)) context.logger.error({ err: error, applicationId: id }, 'bulk action failed');
      const known = error instanceof AppError ? error : new AppError(500, 'INTERNAL_ERROR');
      outcomes.push({ id, ok: false, code: known.key, message: translate(known.key, language, known.params) });
    }
  }
  return outcomes;
}
