import { i18n, type Messages } from '@lingui/core';
import { useEffect, useState } from 'react';
import type { Language } from '@bourses/common/languages';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';

/**
 * A module's own catalogue, one chunk per language, fetched with its screens only: the students'
 * catalogue stays within its budget. Declare it once, at module level: the hook loads again when it changes.
 */
export type LazyCatalog = Record<Language, () => Promise<{ messages: Messages }>>;

/**
 * Merges the module's messages into the language's loaded catalogue (`i18n.load` merges). Switching
 * language replaces the main catalogue, so this runs again after every switch.
 */
async function loadLazyCatalog(catalog: LazyCatalog, language: Language): Promise<void> {
  const { messages } = await catalog[language]();
  i18n.load(language, messages);
}

/**
 * Loads a module's catalogue for the active language, and again after each language change. True
 * once the first load is done: later switches keep the screens mounted, so that nothing typed (a
 * message being written, a code) is lost.
 */
export function useLazyCatalog(catalog: LazyCatalog): boolean {
  const { language } = useLanguage();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadLazyCatalog(catalog, language).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [catalog, language]);
  return ready;
}
