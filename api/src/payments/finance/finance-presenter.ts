import type { FinanceAnswer, FinanceRowAnswer } from '#api/contract/finance-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import { DEFAULT_CURRENCY } from '@bourses/common/money';
import type { financeSummary, FinanceSums } from './finance-queries.ts';

const money = (centimes: number) => ({ centimes, currency: DEFAULT_CURRENCY });

function presentRow(
  sums: FinanceSums,
  where: { scholarshipId?: number; scholarshipTitle?: string; month?: string } = {},
) {
  return {
    scholarshipId: where.scholarshipId === undefined ? null : String(where.scholarshipId),
    scholarshipTitle: where.scholarshipTitle ?? null,
    month: where.month ?? null,
    payments: sums.payments,
    due: money(sums.due),
    received: money(sums.received),
    receivedByCard: money(sums.receivedByCard),
    outstanding: money(sums.outstanding),
  } satisfies Presented<FinanceRowAnswer>;
}

/** The finance view as GET /api/payments/finance answers it. */
export function presentFinance(summary: Awaited<ReturnType<typeof financeSummary>>) {
  return {
    total: presentRow(summary.total),
    registration: presentRow(summary.registration),
    perScholarship: summary.perScholarship.map((row) =>
      presentRow(row.sums, { scholarshipId: row.scholarshipId, scholarshipTitle: row.title }),
    ),
    perMonth: summary.perMonth.map((row) => presentRow(row.sums, { month: row.month })),
  } satisfies Presented<FinanceAnswer>;
}
