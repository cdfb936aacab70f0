import { countryName } from '@bourses/common/country-names';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';

/** A country's name, from its ISO code, in the active language (common/src/country-names.ts). */
export function useCountryName(): (country: string) => string {
  const { language } = useLanguage();
  return (country) => countryName(country, language);
}
