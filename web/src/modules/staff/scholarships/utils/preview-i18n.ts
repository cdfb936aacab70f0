import { setupI18n, type I18n } from '@lingui/core';
import type { Language } from '@bourses/common/languages';
import { loadCatalog } from '@/modules/i18n/utils/load-catalog';

const previews = new Map<Language, Promise<I18n>>();

/**
 * An i18n instance of its own with the students' catalogue of `language`, so that a preview speaks
 * the language previewed whatever the console's; one promise per language, as React's use() needs.
 */
export function previewI18n(language: Language): Promise<I18n> {
  let loading = previews.get(language);
  if (!loading) {
    loading = loadCatalog(language).then((messages) => setupI18n({ locale: language, messages: { [language]: messages } }));
    loading.catch(() => previews.delete(language));
    previews.set(language, loading);
  }
  return loading;
}
