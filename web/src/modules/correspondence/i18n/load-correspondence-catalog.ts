import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@bourses/common/languages';

// Messages, conversations and correction requests have their own catalogue, one chunk per language,
// fetched with their screens only: the students' catalogue stays within its budget.
const CORRESPONDENCE_CATALOG_LOADERS: Record<Language, () => Promise<{ messages: Messages }>> = {
  fr: () => import('@/modules/correspondence/locales/fr/messages.ts'),
  ar: () => import('@/modules/correspondence/locales/ar/messages.ts'),
  en: () => import('@/modules/correspondence/locales/en/messages.ts'),
};

/**
 * Merges the correspondence messages into the language's loaded catalogue (`i18n.load` merges).
 * Switching language replaces the main catalogue, so this runs again after every switch.
 */
export async function loadCorrespondenceCatalog(language: Language): Promise<void> {
  const { messages } = await CORRESPONDENCE_CATALOG_LOADERS[language]();
  i18n.load(language, messages);
}
