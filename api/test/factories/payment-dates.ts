import { sql } from 'kysely';
import type { TestApi } from '../test-api.ts';

/** Sets when a payment was opened (never changed by the api: the column takes no update in its type). */
export async function openPaymentAt(api: TestApi, paymentId: number, instant: string): Promise<void> {
  await sql`update payments set created_at = ${instant}::timestamptz where id = ${paymentId}`.execute(api.context.db);
}
