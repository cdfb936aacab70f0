import { sql, type Transaction } from 'kysely';
import type { DB } from './schema.ts';

/** The running transaction's id: it names one change, e.g. the event a mail is about (jobs/mail-jobs.ts). */
export async function transactionId(trx: Transaction<DB>): Promise<string> {
  const { rows } = await sql<{ id: string }>`select txid_current()::text as id`.execute(trx);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('The database answered no transaction id');
  return id;
}
