import { financeAnswerSchema } from '@bourses/api/contract';
import { objectData } from '../../rest/envelopes.ts';
import type { RestClient } from '../../rest/rest-client.ts';

/** GET /api/payments/finance (staff): the season's money (docs/payments.md, "Finance view"). */
export async function readFinance(rest: RestClient) {
  return objectData(financeAnswerSchema, await rest.get('/api/payments/finance'), 'finance');
}
