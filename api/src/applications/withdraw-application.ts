import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import type { Actor } from '../auth/actor.ts';
import { nextStatus } from './application-state.ts';
import { lockApplication } from './lock-application.ts';
import { allowedStatus } from './transition-error.ts';
import { changeStatus } from './status-change.ts';

/** The owner withdraws a pending application; it stays (withdrawn) and can be reopened before the deadline. */
export async function withdrawApplication(
  context: AppContext,
  actor: Actor,
  applicationId: number,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const current = await lockApplication(trx, applicationId);
    if (current.userId !== actor.id) throw new AppError(404, 'APPLICATION_NOT_FOUND');
    const status = allowedStatus(nextStatus(current.status, { kind: 'withdraw' }), current.status);
    await changeStatus(trx, applicationId, status, { actorId: actor.id, at: context.clock.now() });
  });
}
