import { z } from 'zod';

const headerName = z.string().trim().min(1).max(200);

/**
 * Which header of a bank's statement holds what, as staff map it once for a bank whose headers the
 * reader does not recognise, and as the reader answers what it recognised. `amount` holds credits;
 * without a `debit` column it may hold signed amounts, a negative one being a debit.
 */
export const columnMappingSchema = z.object({
  date: headerName,
  label: headerName,
  amount: headerName,
  debit: headerName.optional(),
  reference: headerName.optional(),
});

export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export const MAPPED_FIELDS = ['date', 'label', 'amount', 'debit', 'reference'] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

/** Where each mapped field sits in a row: the position of its header. */
export type ColumnIndexes = {
  [Field in MappedField]: Field extends 'debit' | 'reference' ? number | undefined : number;
};
