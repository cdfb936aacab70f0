import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@bourses/common/languages';

// Two-step sign-in, sessions and re-authentication have their own catalogue, one chunk per language,
// fetched with their screens only: the students' catalogue stays within its budget.
const ACCOUNT_SECURITY_CATALOG_LOADERS: Record<Language, () => Promise<{ messages: Messages }>> = {
  fr: () => import('@/modules/account-security/locales/fr/messages.ts'),
  ar: () => import('@/modules/account-security/locales/ar/messages.ts'),
  en: () => import('@/modules/account-security/locales/en/messages.ts'),
};

/**
 * Merges the account-security messages into the language's loaded catalogue (`i18n.load` merges).
 * Switching language replaces the main catalogue, so this runs again after every switch.
 */
export async function loadAccountSecurityCatalog(language: Language): Promise<void> {
  const { messages } = await ACCOUNT_SECURITY_CATALOG_LOADERS[language]();
  i18n.load(language, messages);
}
