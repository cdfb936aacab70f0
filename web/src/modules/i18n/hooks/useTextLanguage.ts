import type { Language as GraphQLLanguage } from '@/__generated__/graphql';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { textLanguageAttributes, type TextLanguageAttributes } from '@/modules/i18n/utils/text-language';

/** The attributes of an element showing a staff-written text in `textLanguage`, on this page. */
export function useTextLanguage(): (textLanguage: GraphQLLanguage) => TextLanguageAttributes {
  const { language } = useLanguage();
  return (textLanguage) => textLanguageAttributes(textLanguage, language);
}
