import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, FIRST_PAGE } from '@bourses/common/limits';
import { APPLICATION_STATUSES } from '@bourses/common/statuses';
import { LANGUAGES } from '@bourses/common/languages';
import type { MessageKey } from '../i18n/messages.ts';

// Parameters shared by the application routes. Ids are PostgreSQL integers: anything else is a
// clear 400 rather than a database error.

const INT4_MAX = 2_147_483_647;

/** A positive integer id written in decimal, as a string from the path, the query or a form. */
export const databaseId = (key: MessageKey) =>
  z
    .union([z.string(key), z.number(key)], key)
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,9}$/, key))
    .transform(Number)
    .pipe(z.number().max(INT4_MAX, key));

export const applicationIdParams = z.object({ id: databaseId('APPLICATION_ID_INVALID') });
export const scholarshipIdParams = z.object({ id: databaseId('APPLICATION_SCHOLARSHIP_ID_INVALID') });

export const applicationStatus = z.enum(APPLICATION_STATUSES, 'APPLICATION_STATUS_INVALID');

const FEEDBACK_MAX_LENGTH = 2000;

/** Staff feedback or a rejection reason: trimmed; absent, null or blank all mean none. */
export const optionalFeedback = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .string('INVALID_FIELD')
    .trim()
    .max(FEEDBACK_MAX_LENGTH, 'APPLICATION_FEEDBACK_TOO_LONG')
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
);

export const pagingQuery = {
  page: z
    .string('APPLICATION_PAGE_INVALID')
    .regex(/^[1-9]\d{0,8}$/, 'APPLICATION_PAGE_INVALID')
    .transform(Number)
    .default(FIRST_PAGE),
  limit: z
    .string('APPLICATION_LIMIT_INVALID')
    .regex(/^\d{1,3}$/, 'APPLICATION_LIMIT_INVALID')
    .transform(Number)
    .pipe(z.number().min(1, 'APPLICATION_LIMIT_INVALID').max(MAX_PAGE_SIZE, 'APPLICATION_LIMIT_INVALID'))
    .default(PAGE_SIZE),
};

/** The language of scholarship titles in the answer: `?language=`, else the caller's, French as fallback. */
export const languageQuery = z.enum(LANGUAGES, 'INVALID_FIELD').optional();
