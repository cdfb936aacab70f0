import type { Kysely } from 'kysely';
import type { DB } from '#api/db/schema.ts';
import type { ColumnMapping } from '#api/payments/statements/column-mapping.ts';

/** The name a bank's mapping is remembered under: 'BMCE Bank ' and 'bmce bank' are one bank. */
const bankKey = (bank: string) => bank.trim().toLowerCase();

/** The mapping staff chose last for this bank, if any. */
export async function rememberedMapping(db: Kysely<DB>, bank: string): Promise<ColumnMapping | undefined> {
  const row = await db
    .selectFrom('bankColumnMappings')
    .select('mapping')
    .where('bank', '=', bankKey(bank))
    .executeTakeFirst();
  return row?.mapping;
}

/** Remembers a mapping that read a statement of this bank, replacing the one before. */
export async function rememberMapping(
  db: Kysely<DB>,
  bank: string,
  mapping: ColumnMapping,
  now: Date,
): Promise<void> {
  const json = JSON.stringify(mapping);
  await db
    .insertInto('bankColumnMappings')
    .values({ bank: bankKey(bank), mapping: json, updatedAt: now })
    .onConflict((conflict) => conflict.column('bank').doUpdateSet({ mapping: json, updatedAt: now }))
    .execute();
}
