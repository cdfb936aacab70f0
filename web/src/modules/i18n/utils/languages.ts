import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@bourses/common/languages';

const LANGUAGE_STORAGE_KEY = 'language';

export interface LanguageOption {
  code: Language;
  /** Each language names itself, so the label is not translated. */
  label: string;
  flag: string;
  direction: 'ltr' | 'rtl';
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'fr', label: 'Français', flag: '🇫🇷', direction: 'ltr' },
  { code: 'ar', label: 'العربية', flag: '🇲🇦', direction: 'rtl' },
  { code: 'en', label: 'English', flag: '🇬🇧', direction: 'ltr' },
];

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The stored language, French when none or an unknown one is stored. */
export function readStoredLanguage(storage: Storage = localStorage): Language {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language, storage: Storage = localStorage): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
}
