import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language as InterfaceLanguage } from '@bourses/common/languages';
import type { Language } from '@/modules/staff/__generated__/graphql';

/** The languages a saved reply is written in, in the order the selects offer them. */
export const REPLY_LANGUAGES: readonly Language[] = ['FR', 'AR', 'EN'];

export const REPLY_LANGUAGE_NAMES: Record<Language, MessageDescriptor> = {
  FR: msg`French`,
  AR: msg`Arabic`,
  EN: msg`English`,
};

const FROM_INTERFACE: Record<InterfaceLanguage, Language> = { fr: 'FR', ar: 'AR', en: 'EN' };

/** The schema's spelling of the console's language ('fr' → 'FR'), for a first choice of replies. */
export const replyLanguageOf = (language: InterfaceLanguage): Language => FROM_INTERFACE[language];

/** A language from a select's value, or null for anything else. */
export const readReplyLanguage = (value: string): Language | null =>
  REPLY_LANGUAGES.find((language) => language === value) ?? null;
