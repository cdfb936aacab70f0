import { sql } from 'kysely';
import type { Language } from '@bourses/common/languages';
import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';
import type { Database } from '#api/db/database.ts';
import { titleIn } from '#api/saved-scholarships/scholarship-title.ts';

// The season's money (docs/payments.md, "Finance view"): two aggregates over `payments`, amounts in
// whole centimes. Due counts every payment; received, the verified ones; outstanding, what the
// payments not verified yet owe (a refused receipt's money is still owed). A fee opened for its
// reference by a student who has not applied is owed by nobody yet: it counts once they apply.

/** Sums of bigint come back as text from PostgreSQL: read as numbers (far below 2^53 centimes). */
export interface FinanceSums {
  payments: number;
  due: number;
  received: number;
  /** Of `received`, what came by card at CMI (docs/payments.md, "Card payment (CMI)"). */
  receivedByCard: number;
  outstanding: number;
}

const SUMS = [
  sql<number>`count(*)::int`.as('payments'),
  sql<string>`coalesce(sum(p.amount_due_centimes), 0)::text`.as('due'),
  sql<string>`coalesce(sum(p.amount_received_centimes) filter (where p.status = 'VERIFIED'), 0)::text`.as('received'),
  sql<string>`coalesce(sum(p.amount_received_centimes) filter (where p.status = 'VERIFIED' and p.method = 'card'), 0)::text`.as(
    'receivedByCard',
  ),
  sql<string>`coalesce(sum(p.amount_due_centimes - coalesce(p.amount_received_centimes, 0)) filter (where p.status <> 'VERIFIED'), 0)::text`.as(
    'outstanding',
  ),
] as const;

const OWED = sql<boolean>`not (p.kind = 'application' and p.application_id is null and p.status = 'AWAITING_RECEIPT')`;

const sumsOf = (row: { payments: number; due: string; received: string; receivedByCard: string; outstanding: string }): FinanceSums => ({
  payments: Number(row.payments),
  due: Number(row.due),
  received: Number(row.received),
  receivedByCard: Number(row.receivedByCard),
  outstanding: Number(row.outstanding),
});

export const NO_PAYMENTS: FinanceSums = { payments: 0, due: 0, received: 0, receivedByCard: 0, outstanding: 0 };

export const addSums = (a: FinanceSums, b: FinanceSums): FinanceSums => ({
  payments: a.payments + b.payments,
  due: a.due + b.due,
  received: a.received + b.received,
  receivedByCard: a.receivedByCard + b.receivedByCard,
  outstanding: a.outstanding + b.outstanding,
});

/** Per kind and scholarship (registration's has none), with the scholarship's title in `language`. */
async function perKindAndScholarship(db: Database, language: Language) {
  const rows = await db
    .selectFrom('payments as p')
    .select((eb) => ['p.kind', 'p.scholarshipId', titleIn(eb.ref('p.scholarshipId'), eb.val(language)).as('title'), ...SUMS])
    .where(OWED)
    .groupBy(['p.kind', 'p.scholarshipId'])
    .execute();
  return rows.map((row) => ({ kind: row.kind, scholarshipId: row.scholarshipId, title: row.title, sums: sumsOf(row) }));
}

/** Per month the payments were opened, as Casablanca's calendar has it, latest first. */
async function perMonth(db: Database) {
  const month = sql<string>`to_char(p.created_at at time zone ${sql.lit(DEADLINE_TIME_ZONE)}, 'YYYY-MM')`;
  const rows = await db
    .selectFrom('payments as p')
    .select([month.as('month'), ...SUMS])
    .where(OWED)
    .groupBy(month)
    .orderBy(month, 'desc')
    .execute();
  return rows.map((row) => ({ month: row.month, sums: sumsOf(row) }));
}

/** The finance view's figures: per scholarship with a fee (most owed first), registration's, per month and in all. */
export async function financeSummary(db: Database, language: Language) {
  const [groups, months] = await Promise.all([perKindAndScholarship(db, language), perMonth(db)]);
  const registration = groups.filter((group) => group.kind === 'registration').reduce((sum, group) => addSums(sum, group.sums), NO_PAYMENTS);
  // An application's payment whose scholarship was deleted counts in the total and its month only;
  // a scholarship whose payments owe nothing (migrated from before fees) has no fee to show.
  const perScholarship = groups
    .flatMap((group) =>
      group.kind === 'application' && group.scholarshipId !== null && group.sums.due > 0
        ? [{ scholarshipId: group.scholarshipId, title: group.title, sums: group.sums }]
        : [],
    )
    .sort((a, b) => b.sums.due - a.sums.due || a.title.localeCompare(b.title) || a.scholarshipId - b.scholarshipId);
  return {
    total: groups.reduce((sum, group) => addSums(sum, group.sums), NO_PAYMENTS),
    registration,
    perScholarship,
    perMonth: months,
  };
}
