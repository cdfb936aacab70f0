import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { MESSAGE_MAX_LENGTH, MESSAGE_TEMPLATE_TITLE_MAX_LENGTH } from '@bourses/common/limits';
import { notFound } from '#api/http/app-error.ts';
import { UUID_PATTERN } from '#api/iam/users/user-id.ts';

const language = z.enum(LANGUAGES, 'MESSAGE_TEMPLATE_LANGUAGE_INVALID');
// Counted in characters (code points) after trimming, as the database counts them.
const characters = (text: string) => [...text].length;

/** A saved reply as staff write it: its language, a title and a text, each trimmed. */
export const messageTemplateBody = z.object({
  language,
  title: z
    .string('MESSAGE_TEMPLATE_TITLE_REQUIRED')
    .trim()
    .min(1, 'MESSAGE_TEMPLATE_TITLE_REQUIRED')
    .refine((text) => characters(text) <= MESSAGE_TEMPLATE_TITLE_MAX_LENGTH, 'MESSAGE_TEMPLATE_TITLE_TOO_LONG'),
  body: z
    .string('MESSAGE_TEMPLATE_BODY_REQUIRED')
    .trim()
    .min(1, 'MESSAGE_TEMPLATE_BODY_REQUIRED')
    .refine((text) => characters(text) <= MESSAGE_MAX_LENGTH, 'MESSAGE_TEMPLATE_BODY_TOO_LONG'),
});

export type MessageTemplateInput = z.infer<typeof messageTemplateBody>;

/** GET /api/admin/message-templates?language=: one language's replies, or every one. */
export const messageTemplatesQuery = z.object({ language: language.optional() });

/** A saved reply's id from the path; anything but a uuid names no reply (404). */
export function parseTemplateId(id: string | string[] | undefined): string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw notFound('MESSAGE_TEMPLATE_NOT_FOUND');
  return id.toLowerCase();
}
