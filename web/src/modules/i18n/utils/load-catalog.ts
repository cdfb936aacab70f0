import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@bourses/common/languages';

// One chunk per language: a visitor downloads only the catalogue they read.
const CATALOG_LOADERS: Record<Language, () => Promise<{ messages: Messages }>> = {
  fr: () => import('@/locales/fr/messages.ts'),
  ar: () => import('@/locales/ar/messages.ts'),
  en: () => import('@/locales/en/messages.ts'),
};

/** The students' catalogue of a language (the staff's preview renders a student page in any language). */
export async function loadCatalog(language: Language): Promise<Messages> {
  return (await CATALOG_LOADERS[language]()).messages;
}

/** Loads the language's catalogue into the global i18n instance and activates it. */
export async function activateLanguage(language: Language): Promise<void> {
  i18n.loadAndActivate({ locale: language, messages: await loadCatalog(language) });
}
