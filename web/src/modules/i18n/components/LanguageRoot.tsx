import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '@bourses/common/languages';
import { LanguageContext } from '@/modules/i18n/hooks/LanguageContext';
import { applyDocumentLanguage } from '@/modules/i18n/utils/apply-document-language';
import { activateLanguage } from '@/modules/i18n/utils/load-catalog';
import { directionOf, readStoredLanguage, storeLanguage } from '@/modules/i18n/utils/languages';
import { ThemeRoot } from '@/modules/theme/ThemeRoot';

export interface LanguageRootProps {
  children: ReactNode;
}

/** Activates the stored language, keeps `<html lang dir>` in step and switches texts at once on change. */
export function LanguageRoot({ children }: LanguageRootProps) {
  // The language whose catalogue is loaded: texts, direction and <html> change together.
  const [language, setLanguage] = useState<Language | null>(null);

  const switchTo = useCallback(async (next: Language) => {
    await activateLanguage(next);
    applyDocumentLanguage(next);
    setLanguage(next);
  }, []);

  useEffect(() => {
    void switchTo(readStoredLanguage());
  }, [switchTo]);

  const changeLanguage = useCallback(
    async (next: Language) => {
      storeLanguage(next);
      await switchTo(next);
    },
    [switchTo],
  );

  const value = useMemo(() => (language ? { language, changeLanguage } : null), [language, changeLanguage]);

  if (!value) return null;
  return (
    <LanguageContext.Provider value={value}>
      <I18nProvider i18n={i18n}>
        <ThemeRoot direction={directionOf(value.language)}>{children}</ThemeRoot>
      </I18nProvider>
    </LanguageContext.Provider>
  );
}
