import type { PaymentSettingsAnswer } from '@bourses/api/contract';

/** PaymentSettings as its resolvers receive it: the api's answer, every language's instructions in it. */
export type PaymentSettingsModel = PaymentSettingsAnswer;
