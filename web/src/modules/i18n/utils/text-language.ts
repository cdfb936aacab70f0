import type { Language } from '@bourses/common/languages';
import type { Language as GraphQLLanguage } from '@/__generated__/graphql';
import { fromGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';
import { directionOf } from '@/modules/i18n/utils/languages';

/** The `lang` and `dir` of an element showing a text staff wrote. */
export interface TextLanguageAttributes {
  lang?: Language;
  dir: 'auto' | 'ltr' | 'rtl';
}

/**
 * A text in the page's language reads its direction from itself (`dir="auto"`); French shown where
 * a translation is missing says it is French, left to right even in an Arabic page, so that screen
 * readers voice it in French and its punctuation sits where French puts it.
 */
export function textLanguageAttributes(textLanguage: GraphQLLanguage, pageLanguage: Language): TextLanguageAttributes {
  const language = fromGraphQLLanguage(textLanguage);
  return language === pageLanguage ? { dir: 'auto' } : { lang: language, dir: directionOf(language) };
}
