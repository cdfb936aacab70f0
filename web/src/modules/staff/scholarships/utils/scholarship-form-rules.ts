import type { Language } from '@bourses/common/languages';
import { playableVideo } from '@bourses/common/video';
import {
  CONTENT_LANGUAGES,
  isTranslationEmpty,
  typedApplicationFee,
  type ScholarshipDraft,
} from '@/modules/staff/scholarships/utils/scholarship-draft';
import { isBlankHtml } from '@/modules/ui/utils/sanitize-rich-text';

export type ScholarshipFormError =
  | 'REQUIRED'
  | 'DEADLINE_BEFORE_START'
  | 'FAQ_INCOMPLETE'
  | 'URL_INVALID'
  | 'VIDEO_INVALID'
  | 'FEE_INVALID';

/** Field paths: 'country', 'deadline', 'fr.title', 'ar.faq', … */
export type ScholarshipFormErrors = Record<string, ScholarshipFormError>;

const ADDRESS = /^https?:\/\/\S+$/i;

/**
 * French is required; Arabic and English are optional, but once started they need a title and a
 * description. The deadline is on or after the start date (dates as yyyy-mm-dd compare as text).
 */
export function validateScholarshipDraft(draft: ScholarshipDraft): ScholarshipFormErrors {
  const errors: ScholarshipFormErrors = {};
  if (!draft.country.trim()) errors.country = 'REQUIRED';
  if (!draft.university.trim()) errors.university = 'REQUIRED';
  if (!draft.startDate) errors.startDate = 'REQUIRED';
  if (!draft.deadline) errors.deadline = 'REQUIRED';
  else if (draft.startDate && draft.deadline < draft.startDate) errors.deadline = 'DEADLINE_BEFORE_START';
  if (draft.imageUrl.trim() && !ADDRESS.test(draft.imageUrl.trim())) errors.imageUrl = 'URL_INVALID';
  if (typedApplicationFee(draft.applicationFee) === undefined) errors.applicationFee = 'FEE_INVALID';

  for (const language of CONTENT_LANGUAGES) {
    const translation = draft.translations[language];
    if (language !== 'fr' && isTranslationEmpty(translation)) continue;
    if (!translation.title.trim()) errors[`${language}.title`] = 'REQUIRED';
    if (!translation.description.trim()) errors[`${language}.description`] = 'REQUIRED';
    if (language === 'fr' && isBlankHtml(translation.longDescription))
      errors['fr.longDescription'] = 'REQUIRED';
    const incomplete = translation.faq.some(
      (entry) => Boolean(entry.question.trim()) !== Boolean(entry.answer.trim()),
    );
    if (incomplete) errors[`${language}.faq`] = 'FAQ_INCOMPLETE';
    if (translation.videoUrl.trim() && !playableVideo(translation.videoUrl)) errors[`${language}.videoUrl`] = 'VIDEO_INVALID';
  }
  return errors;
}

/** The languages whose tab holds an error, to flag the tabs. */
export function languagesWithErrors(errors: ScholarshipFormErrors): Language[] {
  return CONTENT_LANGUAGES.filter((language) =>
    Object.keys(errors).some((path) => path.startsWith(`${language}.`)),
  );
}
