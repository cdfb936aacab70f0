import { useMemo } from 'react';
import { countriesByName, type NamedCountry } from '@bourses/common/country-names';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';

/** Countries (ISO codes) with their names in the active language, in its alphabetical order: a menu's choices. */
export function useCountriesByName(codes: readonly string[]): NamedCountry[] {
  const { language } = useLanguage();
  return useMemo(() => countriesByName(codes, language), [codes, language]);
}
