import type { Selectable } from 'kysely';
import type { SecondFactorKind } from '#api/contract/second-factor-answer.ts';
import type { Database } from '#api/db/database.ts';
import type { FactorEnrolmentsTable } from '#api/db/factor-tables.ts';
import { AppError } from '#api/http/app-error.ts';

/** How long a started enrolment waits for its confirmation. */
const ENROLMENT_TTL_MS = 10 * 60 * 1000;

export type FactorEnrolment = Selectable<FactorEnrolmentsTable>;

/** Starts adding a factor, replacing any other enrolment of the account. */
export async function startEnrolment(
  db: Database,
  userId: string,
  pending: { kind: 'TOTP'; totpSecret: string } | { kind: 'PASSKEY'; webauthnChallenge: string },
  now: Date,
): Promise<void> {
  const values = {
    kind: pending.kind,
    totpSecret: pending.kind === 'TOTP' ? pending.totpSecret : null,
    webauthnChallenge: pending.kind === 'PASSKEY' ? pending.webauthnChallenge : null,
    expiresAt: new Date(now.getTime() + ENROLMENT_TTL_MS),
  };
  await db
    .insertInto('factorEnrolments')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

/** The account's started enrolment of this kind, or a 400 asking to start again. */
export async function startedEnrolment(
  db: Database,
  userId: string,
  kind: SecondFactorKind,
  now: Date,
): Promise<FactorEnrolment> {
  const pending = await db
    .selectFrom('factorEnrolments')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!pending || pending.kind !== kind || pending.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(400, 'ENROLMENT_NOT_STARTED');
  }
  return pending;
}
