import { z } from 'zod';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '@bourses/common/limits';

const wholeNumber = (key: 'PAGE_INVALID' | 'LIMIT_OUT_OF_RANGE') =>
  z
    .string(key)
    .regex(/^\d{1,9}$/, key)
    .transform(Number);

/** GET /api/iam/mails/failed: a page of the list. */
export const listFailedMailsQuerySchema = z.object({
  page: wholeNumber('PAGE_INVALID').pipe(z.number().min(1, 'PAGE_INVALID')).default(FIRST_PAGE),
  limit: wholeNumber('LIMIT_OUT_OF_RANGE')
    .pipe(z.number().min(1, 'LIMIT_OUT_OF_RANGE').max(MAX_PAGE_SIZE, 'LIMIT_OUT_OF_RANGE'))
    .default(PAGE_SIZE),
});
