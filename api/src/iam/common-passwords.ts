import { createRequire } from 'node:module';
import { z } from 'zod';
import { foldedText } from '@bourses/common/folded-text';

// The most common passwords of zxcvbn-ts's list (about 49,000, from public breaches), refused when
// chosen: docs/security.md, "Passwords". Kept on the api: the browser only shows its answer.

const languageCommonSchema = z.object({ dictionary: z.object({ 'passwords-common': z.array(z.string()) }) });

let commonPasswords: ReadonlySet<string> | undefined;

/** Loaded at the first password chosen, once: a few megabytes the api needs only then. */
function commonPasswordList(): ReadonlySet<string> {
  if (commonPasswords) return commonPasswords;
  const languageCommon: unknown = createRequire(import.meta.url)('@zxcvbn-ts/language-common');
  commonPasswords = new Set(languageCommonSchema.parse(languageCommon).dictionary['passwords-common']);
  return commonPasswords;
}

/** Symbols or spaces added at the end ("Password123!") make no new password. */
const TRAILING_SYMBOLS = /[^\p{L}\p{N}]+$/u;

/** True when the password, in any case or width, is on the list, or is one with symbols added at its end. */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswordList();
  const folded = foldedText(password);
  return list.has(folded) || list.has(folded.replace(TRAILING_SYMBOLS, ''));
}
