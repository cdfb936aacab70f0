import type { Language } from '@bourses/common/statuses';
import { fill, type Catalog } from './catalog.ts';
import { COMMON_MESSAGES } from './common-messages.ts';
import { IAM_MESSAGES } from '../iam/iam-messages.ts';
import { SCHOLARSHIP_MESSAGES } from '../scholarships/scholarship-messages.ts';
import { APPLICATION_MESSAGES } from '../applications/application-messages.ts';

const MESSAGES: Catalog = { ...COMMON_MESSAGES, ...IAM_MESSAGES, ...SCHOLARSHIP_MESSAGES, ...APPLICATION_MESSAGES };

export type MessageKey =
  | keyof typeof COMMON_MESSAGES
  | keyof typeof IAM_MESSAGES
  | keyof typeof SCHOLARSHIP_MESSAGES
  | keyof typeof APPLICATION_MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

export function translate(key: MessageKey, language: Language, params?: Record<string, string | number>): string {
  const translations = MESSAGES[key];
  return translations ? fill(translations[language], params) : key;
}
