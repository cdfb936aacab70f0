import { useEffect, useState } from 'react';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { loadAccountSecurityCatalog } from '@/modules/account-security/i18n/load-account-security-catalog';

/**
 * Loads the account-security catalogue for the active language, and again after each language change
 * (the main catalogue is then replaced). True once the first load is done: later switches keep the
 * screens mounted, so that nothing typed is lost.
 */
export function useAccountSecurityCatalog(): boolean {
  const { language } = useLanguage();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadAccountSecurityCatalog(language).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return ready;
}
