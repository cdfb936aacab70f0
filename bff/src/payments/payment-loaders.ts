import DataLoader from 'dataloader';
import { MAX_PAGE_SIZE } from '@bourses/common/limits';
import type { Viewer } from '../rest/viewer.ts';
import { isNotFound } from '../rest/upstream-error.ts';
import type { PaymentModel } from './payment-model.ts';
import type { PaymentsClient } from './payments-client.ts';

/** Payments read in batches: a page of applications or accounts costs one call for all their payments. */
export interface PaymentLoaders {
  /** One payment by id: staff any, with its duplicates; a student their own. */
  payment: DataLoader<string, PaymentModel | null>;
  /** The fee's payment of each application, or null when it has none. */
  applicationPayment: DataLoader<number, PaymentModel | null>;
  /** The registration payment of each account, or null. */
  registrationPayment: DataLoader<string, PaymentModel | null>;
}

export function createPaymentLoaders(payments: PaymentsClient, viewer: Viewer | null): PaymentLoaders {
  // A student's own payments are a handful: one call answers all of their fields.
  let own: Promise<PaymentModel[]> | undefined;
  const mine = () => (own ??= payments.mine());

  const by = <Key,>(keyOf: (payment: PaymentModel) => Key | null, ids: readonly Key[], found: PaymentModel[]) => {
    const byKey = new Map(found.map((payment) => [keyOf(payment), payment]));
    return ids.map((id) => byKey.get(id) ?? null);
  };
  const staffList = (query: { applicationIds?: readonly number[]; userIds?: readonly string[]; kind?: 'registration' }) =>
    payments.list({ page: 1, limit: MAX_PAGE_SIZE, ...query }).then(({ items }) => items);

  return {
    payment: new DataLoader(async (ids) =>
      Promise.all(
        ids.map((id) =>
          payments.payment(id).catch((error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          }),
        ),
      ),
    ),
    applicationPayment: new DataLoader(
      async (ids) => {
        const found = viewer?.isStaff ? await staffList({ applicationIds: ids }) : await mine();
        return by((payment) => (payment.applicationId === null ? null : Number(payment.applicationId)), ids, found);
      },
      { maxBatchSize: MAX_PAGE_SIZE },
    ),
    registrationPayment: new DataLoader(
      async (ids) => {
        const found = viewer?.isStaff ? await staffList({ userIds: ids, kind: 'registration' }) : await mine();
        const registrations = found.filter((payment) => payment.kind === 'registration');
        return by((payment) => payment.userId ?? viewer?.userId ?? null, ids, registrations);
      },
      { maxBatchSize: MAX_PAGE_SIZE },
    ),
  };
}
