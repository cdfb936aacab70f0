import { z } from 'zod';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '@bourses/common/limits';
import { databaseId } from '#api/applications/application-params.ts';
import { columnMappingSchema, type ColumnMapping } from '#api/payments/statements/column-mapping.ts';

const BANK_NAME_MAX_LENGTH = 100;

/** The mapping field: JSON as the form sends it; blank means none. */
const mappingField = z
  .string('STATEMENT_MAPPING_MALFORMED')
  .optional()
  .transform((text, context): ColumnMapping | undefined => {
    if (text === undefined || text.trim() === '') return undefined;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const mapping = columnMappingSchema.safeParse(json);
    if (mapping.success) return mapping.data;
    context.addIssue({ code: 'custom', message: 'STATEMENT_MAPPING_MALFORMED' });
    return z.NEVER;
  });

/** POST /api/payments/statements's text fields: `bank`, and `mapping` when staff chose the columns. */
export const statementImportFieldsSchema = z.object({
  bank: z
    .string('STATEMENT_BANK_REQUIRED')
    .trim()
    .min(1, 'STATEMENT_BANK_REQUIRED')
    .max(BANK_NAME_MAX_LENGTH, 'STATEMENT_BANK_TOO_LONG'),
  mapping: mappingField,
});

const wholeNumber = (key: 'PAGE_INVALID' | 'LIMIT_OUT_OF_RANGE') =>
  z
    .string(key)
    .regex(/^\d{1,9}$/, key)
    .transform(Number);

/** GET /api/payments/statements: a page, latest first. */
export const statementListQuerySchema = z.object({
  page: wholeNumber('PAGE_INVALID').pipe(z.number().min(1, 'PAGE_INVALID')).default(FIRST_PAGE),
  limit: wholeNumber('LIMIT_OUT_OF_RANGE')
    .pipe(z.number().min(1, 'LIMIT_OUT_OF_RANGE').max(MAX_PAGE_SIZE, 'LIMIT_OUT_OF_RANGE'))
    .default(PAGE_SIZE),
});

export const statementIdParams = z.object({ id: databaseId('STATEMENT_ID_INVALID') });
