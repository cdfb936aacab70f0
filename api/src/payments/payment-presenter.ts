import type { Selectable } from 'kysely';
import { DEFAULT_CURRENCY } from '@bourses/common/money';
import type { PaymentAnswer } from '../contract/payment-answer.ts';
import type { Presented } from '../contract/presented.ts';
import type { PaymentsTable } from '../db/payment-tables.ts';
import { presentMoney } from '../http/present-money.ts';

type PaymentRow = Selectable<PaymentsTable>;

/** A payment as the api answers it. */
export function presentPayment(row: PaymentRow) {
  return {
    id: String(row.id),
    kind: row.kind,
    reference: row.reference,
    amountDue: { centimes: row.amountDueCentimes, currency: DEFAULT_CURRENCY },
    amountReceived: presentMoney(row.amountReceivedCentimes),
    status: row.status,
    refusalReason: row.refusalReason,
    verifiedAt: row.verifiedAt,
    applicationId: row.applicationId === null ? null : String(row.applicationId),
    createdAt: row.createdAt,
  } satisfies Presented<PaymentAnswer>;
}
