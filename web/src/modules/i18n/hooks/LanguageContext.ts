import { createContext } from 'react';
import type { Language } from '@bourses/common/languages';

export interface LanguageContextValue {
  language: Language;
  changeLanguage: (language: Language) => Promise<void>;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);
