import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@bourses/common/languages';

// The console's own catalogue, one chunk per language, fetched only with the console's chunk.
const STAFF_CATALOG_LOADERS: Record<Language, () => Promise<{ messages: Messages }>> = {
  fr: () => import('@/modules/staff/locales/fr/messages.ts'),
  ar: () => import('@/modules/staff/locales/ar/messages.ts'),
  en: () => import('@/modules/staff/locales/en/messages.ts'),
};

/**
 * Merges the console's messages into the language's loaded catalogue (`i18n.load` merges).
 * Switching language replaces the main catalogue, so this runs again after every switch.
 */
export async function loadStaffCatalog(language: Language): Promise<void> {
  const { messages } = await STAFF_CATALOG_LOADERS[language]();
  i18n.load(language, messages);
}
