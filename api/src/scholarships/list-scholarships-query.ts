import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { SCHOLARSHIP_STATUSES } from '@bourses/common/statuses';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '@bourses/common/limits';
import { idListSchema } from '../http/id-list.ts';
import { isoDateSchema } from './iso-date.ts';

const wholeNumber = (key: 'PAGE_INVALID' | 'LIMIT_OUT_OF_RANGE') =>
  z
    .string(key)
    .regex(/^\d{1,9}$/, key)
    .transform(Number);

const textFilter = z.string('INVALID_FIELD').trim().max(200);

/** `GET /api/scholarships` query: the list filters, plus ids, includeTranslations and view. */
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
  ids: idListSchema('SCHOLARSHIP_IDS_INVALID').optional(),
  /** Staff: only this status (any when absent); students and visitors always read published ones. */
  status: z.enum(SCHOLARSHIP_STATUSES, 'INVALID_FIELD').optional(),
  /** `summary`: each scholarship without its long content (scholarship-presenter.ts, summaryOf). */
  view: z.enum(['summary'], 'INVALID_FIELD').optional(),
});

export type ListScholarshipsQuery = z.infer<typeof listScholarshipsQuerySchema>;

/** A query without its empty values: `?country=&search=` means no filter, as a form sends it. */
export function withoutEmptyValues(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined));
}
