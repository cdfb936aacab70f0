import { z } from 'zod';
import type { MessageKey } from '../../i18n/messages.ts';

/**
 * The error map of a text field: its own key when absent, a generic one when not text; other
 * problems (too long) keep their default, which `parseInput` names with the field.
 */
export const textError = (requiredKey: MessageKey) => (issue: { code?: string; input?: unknown }) => {
  if (issue.code !== 'invalid_type') return undefined;
  return issue.input === undefined || issue.input === null ? requiredKey : 'TEXT_EXPECTED';
};

/** A trimmed string whose absence or blankness is answered with the given catalogue key. */
export const requiredText = (key: MessageKey, max: number) =>
  z
    .string({ error: textError(key) })
    .trim()
    .min(1, key)
    .max(max);

/** An e-mail address, compared and stored in lower case. */
export const emailField = requiredText('EMAIL_REQUIRED', 254).toLowerCase().pipe(z.email('EMAIL_INVALID'));

/** A password as typed (never trimmed); the upper bound keeps argon2 cheap on absurd inputs. */
export const passwordInput = (requiredKey: MessageKey) =>
  z
    .string({ error: textError(requiredKey) })
    .min(1, requiredKey)
    .max(256);
