import { z } from 'zod';
import { FIRST_PAGE, MAX_PAGE_SIZE } from '@bourses/common/limits';
import { notFound } from '#api/http/app-error.ts';
import { UUID_PATTERN } from '#api/iam/users/user-id.ts';

/** Messages per page unless asked (the conversation's first screen). */
export const MESSAGES_PER_PAGE = 20;

/** A conversation's (or an attachment's) id from a path; a malformed one names nothing, hence a 404. */
export function parseConversationPathId(
  id: string | string[] | undefined,
  key: 'CONVERSATION_NOT_FOUND' | 'MESSAGE_ATTACHMENT_NOT_FOUND' = 'CONVERSATION_NOT_FOUND',
): string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw notFound(key);
  return id.toLowerCase();
}

const wholeNumber = (key: 'MESSAGE_PAGE_INVALID' | 'MESSAGE_LIMIT_INVALID') =>
  z.string(key).regex(/^\d{1,9}$/, key).transform(Number);

/** `?page&limit` of a conversation's messages: 20 a page by default, 100 at most. */
export const messagePageQuery = z.object({
  page: wholeNumber('MESSAGE_PAGE_INVALID').pipe(z.number().min(1, 'MESSAGE_PAGE_INVALID')).default(FIRST_PAGE),
  limit: wholeNumber('MESSAGE_LIMIT_INVALID')
    .pipe(z.number().min(1, 'MESSAGE_LIMIT_INVALID').max(MAX_PAGE_SIZE, 'MESSAGE_LIMIT_INVALID'))
    .default(MESSAGES_PER_PAGE),
});
