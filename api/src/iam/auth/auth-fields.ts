import { z } from 'zod';
import type { MessageKey } from '../../i18n/messages.ts';

/** A trimmed string whose absence or blankness is answered with the given catalogue key. */
export const requiredText = (key: MessageKey, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? key : undefined) })
    .trim()
    .min(1, key)
    .max(max);

/** An e-mail address, compared and stored in lower case. */
export const emailField = requiredText('EMAIL_REQUIRED', 254).toLowerCase().pipe(z.email('EMAIL_INVALID'));

/** A password as typed (never trimmed); the upper bound keeps argon2 cheap on absurd inputs. */
export const passwordInput = (requiredKey: MessageKey) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredKey : undefined) })
    .min(1, requiredKey)
    .max(256);
