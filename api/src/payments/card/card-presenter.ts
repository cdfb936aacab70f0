import type { CardAttemptAnswer, StaffCardAttemptAnswer } from '#api/contract/card-payment-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import { DEFAULT_CURRENCY } from '@bourses/common/money';
import type { CardAttemptRow, StaffCardAttemptRow } from './card-attempt-queries.ts';

const money = (centimes: number) => ({ centimes, currency: DEFAULT_CURRENCY });

/** A card attempt as its student (or staff) reads it on the ok and fail pages. */
export const presentCardAttempt = (row: CardAttemptRow) =>
  ({
    orderId: row.orderId,
    paymentId: String(row.paymentId),
    applicationId: row.applicationId === null ? null : String(row.applicationId),
    kind: row.kind,
    status: row.status,
    reason: row.status === 'declined' ? row.errorMessage : null,
    amount: money(row.amountCentimes),
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  }) satisfies Presented<CardAttemptAnswer>;

/** A payment's card attempt as staff read it. */
export const presentStaffCardAttempt = (row: StaffCardAttemptRow) =>
  ({
    orderId: row.orderId,
    status: row.status,
    amount: money(row.amountCentimes),
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    transactionId: row.transId,
    authCode: row.authCode,
    reason: row.errorMessage,
  }) satisfies Presented<StaffCardAttemptAnswer>;
