import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '@bourses/common/languages';
import { LanguageContext } from '@/modules/i18n/hooks/LanguageContext';
import { applyDocumentLanguage } from '@/modules/i18n/utils/apply-document-language';
import { activateLanguage } from '@/modules/i18n/utils/load-catalog';
import { followLanguageInAddress } from '@/modules/i18n/utils/language-address';
import { directionOf, readStoredLanguage, storeLanguage } from '@/modules/i18n/utils/languages';
import { loadDirectionPlugins } from '@/modules/theme/direction-plugins';
import { ThemeRoot } from '@/modules/theme/ThemeRoot';

export interface LanguageRootProps {
  /**
   * A language whose catalogue is already active: the first render shows it at once, as the page
   * prerendered in it (main.tsx, prerender/render-page.tsx). Without it, the stored language is loaded first.
   */
  initialLanguage?: Language;
  children: ReactNode;
}

/** Activates the stored language, keeps `<html lang dir>` in step and switches texts at once on change. */
export function LanguageRoot({ initialLanguage, children }: LanguageRootProps) {
  // The language whose catalogue is loaded: texts, direction and <html> change together.
  const [language, setLanguage] = useState<Language | null>(initialLanguage ?? null);

  const switchTo = useCallback(async (next: Language) => {
    // The catalogue and, in Arabic, the right-to-left styles: texts and direction switch together.
    await Promise.all([activateLanguage(next), loadDirectionPlugins(directionOf(next))]);
    applyDocumentLanguage(next);
    setLanguage(next);
  }, []);

  useEffect(() => {
    if (initialLanguage) applyDocumentLanguage(initialLanguage);
    else void switchTo(readStoredLanguage());
  }, [initialLanguage, switchTo]);

  const changeLanguage = useCallback(
    async (next: Language) => {
      storeLanguage(next);
      followLanguageInAddress(next);
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
