import { isCountryCode } from '@bourses/common/country-codes';
import type { Language } from '@bourses/common/languages';
import { DEFAULT_CURRENCY, moneyFromAmount } from '@bourses/common/money';
import type { ScholarshipInput, ScholarshipTranslationInput } from '@/modules/staff/__generated__/graphql';
import { newFaqDraft, type FaqDraft } from '@/modules/staff/scholarships/utils/faq-list';
import { isBlankHtml, sanitizeRichText } from '@/modules/ui/utils/sanitize-rich-text';

export const CONTENT_LANGUAGES: readonly Language[] = ['fr', 'ar', 'en'];

export interface TranslationDraft {
  title: string;
  description: string;
  longDescription: string;
  videoUrl: string;
  faq: FaqDraft[];
}

/** The scholarship form as typed: kept whole while saving, so a failed save loses nothing. */
export interface ScholarshipDraft {
  translations: Record<Language, TranslationDraft>;
  /** An ISO 3166-1 alpha-2 code, or '' while none is chosen. */
  country: string;
  university: string;
  /** External picture address; an uploaded image takes precedence. */
  imageUrl: string;
  removeImage: boolean;
  startDate: string;
  deadline: string;
  /** The application fee in MAD as typed ('1250,50' or '1250.50'); '' when applying is free. */
  applicationFee: string;
}

const emptyTranslation = (): TranslationDraft => ({
  title: '',
  description: '',
  longDescription: '',
  videoUrl: '',
  faq: [],
});

export function emptyScholarshipDraft(): ScholarshipDraft {
  return {
    translations: { fr: emptyTranslation(), ar: emptyTranslation(), en: emptyTranslation() },
    country: '',
    university: '',
    imageUrl: '',
    removeImage: false,
    startDate: '',
    deadline: '',
    applicationFee: '',
  };
}

interface TranslationSource {
  title: string;
  description: string;
  longDescription: string;
  videoUrl?: string | null;
  faq: readonly { question: string; answer: string }[];
}

export interface ScholarshipSource {
  country: string;
  university: string;
  imageUrl: string;
  startDate: string;
  deadline: string;
  applicationFee: { amount: number } | null;
  translations: Partial<Record<Language, TranslationSource | null>>;
}

const translationDraft = (source: TranslationSource | null | undefined): TranslationDraft =>
  source
    ? {
        title: source.title,
        description: source.description,
        longDescription: source.longDescription,
        videoUrl: source.videoUrl ?? '',
        faq: source.faq.map((entry) => newFaqDraft(entry.question, entry.answer)),
      }
    : emptyTranslation();

/** Only an address the staff typed is shown for editing; uploaded and default pictures are the bff's own paths. */
const isExternalImage = (url: string) => /^https?:\/\//i.test(url);

export function draftFromScholarship(source: ScholarshipSource): ScholarshipDraft {
  return {
    translations: {
      fr: translationDraft(source.translations.fr),
      ar: translationDraft(source.translations.ar),
      en: translationDraft(source.translations.en),
    },
    // A free name kept from before countries were codes (migration 0011) is chosen again.
    country: isCountryCode(source.country) ? source.country : '',
    university: source.university,
    imageUrl: isExternalImage(source.imageUrl) ? source.imageUrl : '',
    removeImage: false,
    startDate: source.startDate,
    deadline: source.deadline,
    applicationFee: source.applicationFee ? String(source.applicationFee.amount) : '',
  };
}

/**
 * The fee as typed, as an amount in MAD: '' is free (null), and what is not an amount of money
 * (common/src/money.ts: negative, a third decimal, over the maximum) is `undefined`.
 */
export function typedApplicationFee(typed: string): number | null | undefined {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!text) return null;
  const amount = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  return moneyFromAmount(amount) ? amount : undefined;
}

/** A language with nothing typed is left out (French is shown instead). */
export function isTranslationEmpty(translation: TranslationDraft): boolean {
  return (
    !translation.title.trim() &&
    !translation.description.trim() &&
    isBlankHtml(translation.longDescription) &&
    !translation.videoUrl.trim() &&
    translation.faq.every((entry) => !entry.question.trim() && !entry.answer.trim())
  );
}

function translationInput(translation: TranslationDraft): ScholarshipTranslationInput {
  return {
    title: translation.title.trim(),
    description: translation.description.trim(),
    longDescription: isBlankHtml(translation.longDescription)
      ? ''
      : sanitizeRichText(translation.longDescription),
    videoUrl: translation.videoUrl.trim() || null,
    faq: translation.faq
      .filter((entry) => entry.question.trim() || entry.answer.trim())
      .map((entry) => ({ question: entry.question.trim(), answer: entry.answer.trim() })),
  };
}

/** The whole scholarship for create or update (update replaces every field). */
export function toScholarshipInput(draft: ScholarshipDraft): ScholarshipInput {
  const optional = (language: Language) =>
    isTranslationEmpty(draft.translations[language]) ? null : translationInput(draft.translations[language]);
  return {
    translations: { fr: translationInput(draft.translations.fr), ar: optional('ar'), en: optional('en') },
    country: draft.country,
    university: draft.university.trim(),
    imageUrl: draft.imageUrl.trim() || null,
    removeImage: draft.removeImage,
    startDate: draft.startDate,
    deadline: draft.deadline,
    applicationFee: feeInput(typedApplicationFee(draft.applicationFee)),
  };
}

// A fee the rules refused never reaches a save; were it to, the api refuses it by the same rule.
const feeInput = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : { amount, currency: DEFAULT_CURRENCY };
