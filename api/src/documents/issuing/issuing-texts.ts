import { DATE_LOCALES, type Language } from '@bourses/common/languages';
import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';
import type { DocumentKind } from '#api/documents/pdf/document-content.ts';

// What the issuing code writes besides document-texts.ts's labels: what a registration payment pays,
// dates in Morocco's time zone, and the name a document is downloaded under.

/** What a registration's payment pays for (an application's names the scholarship). */
export const REGISTRATION_FEE: Record<Language, string> = {
  fr: 'Frais d’inscription à la plateforme',
  ar: 'رسوم التسجيل في المنصة',
  en: 'Platform registration fee',
};

/** A day as written in `language`: "12 mars 2025". A calendar day (`2025-03-12`) has no time zone. */
export function writtenDay(day: Date | string, language: Language): string {
  const date = typeof day === 'string' ? new Date(`${day}T12:00:00Z`) : day;
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'long',
    timeZone: typeof day === 'string' ? 'UTC' : DEADLINE_TIME_ZONE,
    numberingSystem: 'latn',
  }).format(date);
}

/** An instant in Morocco's time, to the minute: "12 mars 2025 à 14:05". */
export function writtenMoroccoTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: DEADLINE_TIME_ZONE,
    numberingSystem: 'latn',
  }).format(at);
}

// ASCII stems: a document's name is the same in every language, so staff and students name it alike.
const FILE_STEMS: Record<DocumentKind, string> = {
  'payment-receipt': 'recu',
  'proof-of-submission': 'preuve-de-depot',
  'decision-letter': 'lettre-de-decision',
};

/** `recu-B7K2M9QX.pdf`, `preuve-de-depot-42.pdf`: the kind and the reference. */
export const documentFileName = (kind: DocumentKind, reference: string) => `${FILE_STEMS[kind]}-${reference}.pdf`;
