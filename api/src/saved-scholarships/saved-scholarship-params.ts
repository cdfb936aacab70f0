import { z } from 'zod';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '@bourses/common/limits';
import { databaseId } from '#api/applications/application-params.ts';
import { idListSchema } from '#api/http/id-list.ts';

/** `/api/saved-scholarships/{id}`: the scholarship saved or unsaved. */
export const savedScholarshipParams = z.object({ id: databaseId('SAVED_SCHOLARSHIP_ID_INVALID') });

const wholeNumber = (key: 'PAGE_INVALID' | 'LIMIT_OUT_OF_RANGE') =>
  z
    .string(key)
    .regex(/^\d{1,9}$/, key)
    .transform(Number);

/** `GET /api/saved-scholarships`: a page of them, or with `ids` which of those scholarships are saved. */
export const listSavedScholarshipsQuery = z.object({
  page: wholeNumber('PAGE_INVALID').pipe(z.number().min(1, 'PAGE_INVALID')).default(FIRST_PAGE),
  limit: wholeNumber('LIMIT_OUT_OF_RANGE')
    .pipe(z.number().min(1, 'LIMIT_OUT_OF_RANGE').max(MAX_PAGE_SIZE, 'LIMIT_OUT_OF_RANGE'))
    .default(PAGE_SIZE),
  ids: idListSchema('SCHOLARSHIP_IDS_INVALID').optional(),
});

export type ListSavedScholarshipsQuery = z.infer<typeof listSavedScholarshipsQuery>;
