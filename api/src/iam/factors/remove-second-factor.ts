import type { Actor } from '#api/auth/actor.ts';
import { isStaff } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { AppError, notFound } from '#api/http/app-error.ts';

/**
 * Removes one of the caller's factors. Staff keep at least one (their sign-in requires it); a
 * student removing their last turns two-step sign-in off, and their recovery codes go with it. The
 * account's row is locked meanwhile: two removals in parallel cannot leave staff with none.
 */
export async function removeSecondFactor({ db }: AppContext, actor: Actor, factorId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', actor.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const factors = await trx
      .selectFrom('secondFactors')
      .select('id')
      .where('userId', '=', actor.id)
      .execute();
    if (!factors.some((factor) => factor.id === factorId)) throw notFound('SECOND_FACTOR_NOT_FOUND');
    if (factors.length === 1 && isStaff(actor)) throw new AppError(409, 'LAST_SECOND_FACTOR');
    await trx.deleteFrom('secondFactors').where('id', '=', factorId).execute();
    if (factors.length === 1) await trx.deleteFrom('recoveryCodes').where('userId', '=', actor.id).execute();
  });
}
