import type { Language } from '@bourses/common/languages';
import { paymentSettingsAnswerSchema } from '@bourses/api/contract';
import { objectData } from '../../rest/envelopes.ts';
import type { StreamedFile } from '../../rest/multipart-body.ts';
import type { RestClient } from '../../rest/rest-client.ts';

const SETTINGS = '/api/payments/settings';

/** The api's service contract template route in one language (GET is public, PUT is an ADMIN's). */
export const serviceContractPath = (language: Language) => `${SETTINGS}/contracts/${language}`;

const settings = (body: unknown, what: string) => objectData(paymentSettingsAnswerSchema, body, what);

/** The payment settings (/api/payments/settings; docs/payments.md, "Settings"). */
export function createPaymentSettingsClient(rest: RestClient) {
  return {
    async read() {
      return settings(await rest.get(SETTINGS), 'paymentSettings');
    },
    /** The input as GraphQL has it: the api reads the same fields (the fee as `{ amount, currency }`). */
    async update(input: unknown) {
      return settings(await rest.send('PUT', SETTINGS, input), 'updatePaymentSettings');
    },
    async uploadServiceContract(language: Language, template: Promise<StreamedFile>) {
      const body = await rest.sendMultipart('PUT', serviceContractPath(language), [{ name: 'template', file: template }]);
      return settings(body, 'uploadServiceContractTemplate');
    },
  };
}

export type PaymentSettingsClient = ReturnType<typeof createPaymentSettingsClient>;
