import { useEffect, useState } from 'react';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { loadCorrespondenceCatalog } from '@/modules/correspondence/i18n/load-correspondence-catalog';

/**
 * Loads the correspondence catalogue for the active language, and again after each language change
 * (the main catalogue is then replaced). True once the first load is done: later switches keep the
 * screens mounted, so that a message being written is not lost.
 */
export function useCorrespondenceCatalog(): boolean {
  const { language } = useLanguage();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadCorrespondenceCatalog(language).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return ready;
}
