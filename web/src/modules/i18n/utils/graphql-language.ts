import type { Language } from '@bourses/common/languages';
import type { Language as GraphQLLanguage } from '@/__generated__/graphql';

const GRAPHQL_LANGUAGES = { fr: 'FR', ar: 'AR', en: 'EN' } as const satisfies Record<Language, GraphQLLanguage>;
const LANGUAGES_OF_GRAPHQL = { FR: 'fr', AR: 'ar', EN: 'en' } as const satisfies Record<GraphQLLanguage, Language>;

/** The schema spells languages in capitals. */
export function toGraphQLLanguage(language: Language): GraphQLLanguage {
  return GRAPHQL_LANGUAGES[language];
}

export function fromGraphQLLanguage(language: GraphQLLanguage): Language {
  return LANGUAGES_OF_GRAPHQL[language];
}
