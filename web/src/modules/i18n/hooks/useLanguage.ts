import { useContext } from 'react';
import { LanguageContext, type LanguageContextValue } from '@/modules/i18n/hooks/LanguageContext';

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used within a LanguageRoot');
  return context;
}
