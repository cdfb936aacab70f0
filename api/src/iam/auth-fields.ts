import { z } from 'zod';
import { PASSWORD_INPUT_MAX_UNITS } from '@bourses/common/new-password';
import type { MessageKey } from '../i18n/messages.ts';
import { typeError } from './account-fields.ts';

// Sign-in inputs that are not account rules: any non-empty text, checked against what is stored.

/** A trimmed string whose absence or blankness is answered with the given catalogue key. */
export const requiredText = (key: MessageKey, max: number) =>
  z
    .string({ error: typeError(key) })
    .trim()
    .min(1, key)
    .max(max);

/** A password as typed (never trimmed); the upper bound keeps argon2 cheap on absurd inputs. */
export const passwordInput = (requiredKey: MessageKey) =>
  z
    .string({ error: typeError(requiredKey) })
    .min(1, requiredKey)
    .max(PASSWORD_INPUT_MAX_UNITS);
