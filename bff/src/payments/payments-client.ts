import { z } from 'zod';
import type { PaymentKind, PaymentStatus } from '@bourses/common/statuses';
import {
  paymentAnswerSchema,
  referenceReservationAnswerSchema,
  staffPaymentAnswerSchema,
  staffPaymentRowAnswerSchema,
} from '@bourses/api/contract';
import { objectData, pageData } from '../rest/envelopes.ts';
import { idSegment } from '../rest/resource-id.ts';
import type { RestClient } from '../rest/rest-client.ts';
import { readFinance } from './finance/finance-client.ts';
import type { VerificationBody } from './verification-body.ts';

// Made once, as zod compiles a schema on its first use (rest/envelopes.ts).
const ownPaymentsSchema = z.array(paymentAnswerSchema);
// A staff member reads a payment with what staff see; its owner as a student does.
const onePaymentSchema = z.union([staffPaymentAnswerSchema, paymentAnswerSchema]);

export interface PaymentListQuery {
  page: number;
  limit: number;
  status?: PaymentStatus | null;
  kind?: PaymentKind | null;
  scholarshipId?: string | null;
  flagged?: boolean | null;
  search?: string | null;
  from?: string | null;
  to?: string | null;
  applicationIds?: readonly number[];
  userIds?: readonly string[];
}

const path = (id: string | number, action = '') => `/api/payments/${idSegment(id)}${action}`;
const staffPayment = (body: unknown, what: string) => objectData(staffPaymentAnswerSchema, body, what);

/** The payments service (/api/payments; docs/payments.md). */
export function createPaymentsClient(rest: RestClient) {
  return {
    async list({ applicationIds, userIds, flagged, ...query }: PaymentListQuery) {
      const body = await rest.get('/api/payments', {
        ...query,
        flagged: flagged === null || flagged === undefined ? undefined : String(flagged),
        applicationIds: applicationIds?.join(','),
        userIds: userIds?.join(','),
      });
      return pageData(staffPaymentRowAnswerSchema, body, 'payments');
    },
    async payment(id: string | number) {
      return objectData(onePaymentSchema, await rest.get(path(id)), 'payment');
    },
    async mine() {
      return objectData(ownPaymentsSchema, await rest.get('/api/payments/mine'), 'myPayments');
    },
    /** A visitor's registration form: the reference to pay under, and the token that claims it. */
    async reserveRegistrationReference() {
      const body = await rest.send('POST', '/api/payments/registration-reference', {});
      return objectData(referenceReservationAnswerSchema, body, 'reserveRegistrationReference');
    },
    async openApplicationFee(scholarshipId: string) {
      const body = await rest.send('POST', '/api/payments/application-fee', { scholarshipId });
      return objectData(paymentAnswerSchema, body, 'openApplicationPayment');
    },
    async verify(id: string, verification: VerificationBody) {
      return staffPayment(await rest.send('POST', path(id, '/verify'), verification), 'verifyPayment');
    },
    /** Staff: the season's money per scholarship and month. */
    finance: () => readFinance(rest),
    async refuse(id: string, reason: string) {
      return staffPayment(await rest.send('POST', path(id, '/refuse'), { reason }), 'refusePayment');
    },
  };
}

export type PaymentsClient = ReturnType<typeof createPaymentsClient>;
