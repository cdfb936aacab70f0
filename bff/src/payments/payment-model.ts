import type { PaymentAnswer, StaffPaymentAnswer } from '@bourses/api/contract';

/**
 * The parent value of every `Payment` field resolver: a payment as the api answers it, with what
 * staff read of it when the caller is staff (the duplicates only when it was read alone).
 */
export type PaymentModel = PaymentAnswer & Partial<Omit<StaffPaymentAnswer, keyof PaymentAnswer>>;
