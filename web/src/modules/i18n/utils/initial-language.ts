import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@bourses/common/languages';
import { languageInAddress } from '@/modules/i18n/utils/language-address';
import { storedLanguage, storeLanguage } from '@/modules/i18n/utils/languages';

export interface InitialLanguageSources {
  search: string;
  storage: Storage;
  /** `<html lang>` as the bff served it: the language it negotiated for a visitor who chose none. */
  servedLanguage: string | null;
}

/**
 * The language the page starts in, in the bff's order (common/src/page-language.ts): the address's
 * `?lang=` (then remembered), the stored choice, then the one the bff served. The stored choice is
 * written again so that its cookie exists for the bff's next answer.
 */
export function initialLanguage({ search, storage, servedLanguage }: InitialLanguageSources): Language {
  const chosen = languageInAddress(search) ?? storedLanguage(storage);
  if (chosen) {
    storeLanguage(chosen, storage);
    return chosen;
  }
  return isLanguage(servedLanguage) ? servedLanguage : DEFAULT_LANGUAGE;
}
