import { i18n } from '@lingui/core';
import type { Language } from '@bourses/common/languages';
import { messages as ar } from '@/locales/ar/messages';
import { messages as en } from '@/locales/en/messages';
import { messages as fr } from '@/locales/fr/messages';

const CATALOGS = { fr, ar, en };

/** Activates a compiled catalogue on the global i18n (the `t` macro reads that one). */
export function activateTestLanguage(language: Language) {
  i18n.loadAndActivate({ locale: language, messages: CATALOGS[language] });
  return i18n;
}
