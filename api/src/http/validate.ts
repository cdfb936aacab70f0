import type { z } from 'zod';
import { isMessageKey, type MessageKey } from '../i18n/messages.ts';
import { AppError, type ErrorParams } from './app-error.ts';

/**
 * Parses input with a zod schema whose custom messages are catalogue keys. A failure becomes a
 * 400 whose message is the first problem and whose `fields` name every bad field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // reportInput keeps each issue's input, which tells a missing field from a wrong type.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;

  const fields: Record<string, { key: MessageKey; params?: ErrorParams }> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (fields[field]) continue;
    // The field's name fills the messages that name it (INVALID_FIELD's 'Invalid field: {field}').
    if (isMessageKey(issue.message)) fields[field] = { key: issue.message, params: { field } };
    else if (issue.code === 'invalid_type' && issue.input === undefined)
      fields[field] = { key: 'FIELD_REQUIRED', params: { field } };
    else if (issue.code === 'too_big') fields[field] = { key: 'FIELD_TOO_LONG', params: { field } };
    else fields[field] = { key: 'INVALID_FIELD', params: { field } };
  }
  const [first] = Object.values(fields);
  throw new AppError(400, first?.key ?? 'INVALID_FIELD', { params: first?.params, fields });
}
