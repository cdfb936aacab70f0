import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@bourses/common/languages';
import franceFlag from 'flag-icons/flags/4x3/fr.svg';
import moroccoFlag from 'flag-icons/flags/4x3/ma.svg';
import britainFlag from 'flag-icons/flags/4x3/gb.svg';

const LANGUAGE_STORAGE_KEY = 'language';

export interface LanguageOption {
  code: Language;
  /** Each language names itself, so the label is not translated. */
  label: string;
  /** An SVG flag's address: emoji flags are empty boxes in Debian's Chromium and letters on Windows. */
  flag: string;
  direction: 'ltr' | 'rtl';
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'fr', label: 'Français', flag: franceFlag, direction: 'ltr' },
  { code: 'ar', label: 'العربية', flag: moroccoFlag, direction: 'rtl' },
  { code: 'en', label: 'English', flag: britainFlag, direction: 'ltr' },
];

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The language the visitor chose, if any. */
export function storedLanguage(storage: Storage = localStorage): Language | null {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/** The stored language, French when none or an unknown one is stored. */
export function readStoredLanguage(storage: Storage = localStorage): Language {
  return storedLanguage(storage) ?? DEFAULT_LANGUAGE;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the choice here and in a cookie, from which the bff serves the next page's HTML in that language. */
export function storeLanguage(language: Language, storage: Storage = localStorage): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  }
}
