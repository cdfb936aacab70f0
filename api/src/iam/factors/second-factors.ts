import type { Selectable } from 'kysely';
import type { Database } from '#api/db/database.ts';
import type { SecondFactorsTable } from '#api/db/factor-tables.ts';
import type { Presented } from '#api/contract/presented.ts';
import {
  SECOND_FACTOR_KINDS,
  type SecondFactorAnswer,
  type SecondFactorKind,
} from '#api/contract/second-factor-answer.ts';

export type SecondFactorRow = Selectable<SecondFactorsTable>;

/** A factor as its owner sees it: never its secret or key. */
export const presentSecondFactor = (factor: SecondFactorRow) =>
  ({
    id: factor.id,
    kind: factor.kind,
    name: factor.name,
    createdAt: factor.createdAt,
    lastUsedAt: factor.lastUsedAt,
  }) satisfies Presented<SecondFactorAnswer>;

/** The account's factors, oldest first. */
export const secondFactorsOf = (db: Database, userId: string): Promise<SecondFactorRow[]> =>
  db
    .selectFrom('secondFactors')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/** The kinds of factor the account can answer a challenge with (none: two-step sign-in is off). */
export async function secondFactorKindsOf(db: Database, userId: string): Promise<SecondFactorKind[]> {
  const rows = await db
    .selectFrom('secondFactors')
    .select('kind')
    .distinct()
    .where('userId', '=', userId)
    .execute();
  return SECOND_FACTOR_KINDS.filter((kind) => rows.some((row) => row.kind === kind));
}

/** Which of these accounts have at least one factor. */
export async function accountsWithSecondFactor(
  db: Database,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('secondFactors')
    .select('userId')
    .distinct()
    .where('userId', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.userId));
}
