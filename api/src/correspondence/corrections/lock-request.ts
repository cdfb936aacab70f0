import type { Transaction } from 'kysely';
import { lockApplication } from '#api/applications/lock-application.ts';
import type { DB } from '#api/db/schema.ts';
import { AppError, notFound } from '#api/http/app-error.ts';

export interface LockedRequest {
  id: string;
  applicationId: number | null;
  userId: string;
}

/**
 * Locks what a request is about, then the request, until the transaction ends, in the order a staff
 * decision takes them (the application or account first): two submissions, or a submission and a
 * withdrawal, wait for each other instead of deadlocking. Refused unless the request is still open.
 */
export async function lockOpenRequest(trx: Transaction<DB>, requestId: string) {
  const request = await trx
    .selectFrom('correctionRequests')
    .select(['id', 'applicationId', 'userId'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!request) throw notFound('CORRECTION_NOT_FOUND');
  const subject =
    request.applicationId === null
      ? {
          kind: 'account' as const,
          user: await trx
            .selectFrom('users')
            .selectAll()
            .where('id', '=', request.userId)
            .forUpdate()
            .executeTakeFirstOrThrow(),
        }
      : { kind: 'application' as const, application: await lockApplication(trx, request.applicationId) };
  const locked = await trx
    .selectFrom('correctionRequests')
    .select('status')
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (locked.status !== 'open') throw new AppError(409, 'CORRECTION_NOT_OPEN');
  return { request, subject };
}
