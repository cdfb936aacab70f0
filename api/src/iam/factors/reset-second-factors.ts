import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';

/**
 * An ADMIN removes every factor of an account (a lost phone and no recovery code left): its
 * recovery codes, factor being added and open sign-in challenges go too, audited in the same
 * transaction. Staff enrol again at their next sign-in; their sessions stay (endUserSessions ends them).
 */
export async function resetSecondFactors({ db }: AppContext, by: Caller, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!account) throw notFound('USER_NOT_FOUND');
    const removed = await trx
      .deleteFrom('secondFactors')
      .where('userId', '=', userId)
      .returning('kind')
      .execute();
    await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    await trx.deleteFrom('factorEnrolments').where('userId', '=', userId).execute();
    await trx.deleteFrom('signInChallenges').where('userId', '=', userId).execute();
    await recordAudit(trx, by, {
      action: 'account.factors-reset',
      targetType: 'user',
      targetId: userId,
      changes: { secondFactors: [removed.length, 0] },
    });
  });
}
