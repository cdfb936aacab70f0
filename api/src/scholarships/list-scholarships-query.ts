import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '@bourses/common/limits';
import { isoDateSchema } from './iso-date.ts';

const MAX_IDS = 100;

const wholeNumber = (key: 'PAGE_INVALID' | 'LIMIT_OUT_OF_RANGE') =>
  z
    .string(key)
    .regex(/^\d{1,9}$/, key)
    .transform(Number);

// `ids=1,2,3` or `ids=1&ids=2`: the bff's batch of scholarships in one request.
const idsSchema = z
  .union([z.string(), z.array(z.string())], 'SCHOLARSHIP_IDS_INVALID')
  .transform((value) =>
    [value]
      .flat()
      .flatMap((part) => part.split(','))
      .map((id) => id.trim()),
  )
  .refine(
    (ids) => ids.length <= MAX_IDS && ids.every((id) => /^[1-9]\d{0,8}$/.test(id)),
    'SCHOLARSHIP_IDS_INVALID',
  )
  .transform((ids) => [...new Set(ids.map(Number))]);

const textFilter = z.string('INVALID_FIELD').trim().max(200);

/** `GET /api/scholarships` query: the list filters, plus ids and includeTranslations. */
export const listScholarshipsQuerySchema = z.object({
  page: wholeNumber('PAGE_INVALID').pipe(z.number().min(1, 'PAGE_INVALID')).default(FIRST_PAGE),
  limit: wholeNumber('LIMIT_OUT_OF_RANGE')
    .pipe(z.number().min(1, 'LIMIT_OUT_OF_RANGE').max(MAX_PAGE_SIZE, 'LIMIT_OUT_OF_RANGE'))
    .default(PAGE_SIZE),
  search: z.string('SEARCH_TOO_LONG').max(200, 'SEARCH_TOO_LONG').optional(),
  country: textFilter.optional(),
  university: textFilter.optional(),
  /** Only scholarships still open on that day. */
  deadline: isoDateSchema('DATE_INVALID').optional(),
  language: z.enum(LANGUAGES, 'LANGUAGE_INVALID').optional(),
  includeTranslations: z.enum(['true', 'false'], 'INVALID_FIELD').optional(),
  ids: idsSchema.optional(),
});

export type ListScholarshipsQuery = z.infer<typeof listScholarshipsQuerySchema>;

/** A query without its empty values: `?country=&search=` means no filter, as a form sends it. */
export function withoutEmptyValues(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined));
}
