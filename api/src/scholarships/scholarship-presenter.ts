import type { Selectable } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '@bourses/common/languages';
import type { ScholarshipAnswer } from '../contract/scholarship-answer.ts';
import type { Presented } from '../contract/presented.ts';
import type { ScholarshipTranslationsTable, ScholarshipsTable } from '../db/scholarship-tables.ts';
import { presentMoney } from '../http/present-money.ts';
import type { StoredPictureCopy } from '../storage/stored-pictures.ts';
import { deadlinePassed } from './deadline.ts';

export type ScholarshipRow = Omit<Selectable<ScholarshipsTable>, 'searchText'>;
export type TranslationRow = Selectable<ScholarshipTranslationsTable>;

/** The address of an uploaded image; the file id in it changes the address when the image changes. */
export const scholarshipImagePath = (id: number, fileId: string) =>
  `/api/scholarships/${id}/image?v=${fileId.slice(0, 8)}`;

/** The address of one resized copy of an uploaded picture (`image/webp` 800 wide: `…/image/800.webp`). */
export const scholarshipPictureCopyPath = (id: number, fileId: string, copy: StoredPictureCopy) =>
  `/api/scholarships/${id}/image/${copy.width}.${copy.mimeType.replace('image/', '')}?v=${fileId.slice(0, 8)}`;

/**
 * An uploaded picture's intrinsic size (its widest copy's) and every copy, for srcset; null without
 * an uploaded picture or for one stored before pictures were resized (served as it was uploaded).
 */
function presentPicture(row: ScholarshipRow, copies: readonly StoredPictureCopy[]) {
  const [widest] = copies;
  if (!row.imageFileId || !widest) return null;
  const fileId = row.imageFileId;
  return {
    width: widest.width,
    height: widest.height,
    copies: copies.map((copy) => ({
      url: scholarshipPictureCopyPath(row.id, fileId, copy),
      type: copy.mimeType,
      width: copy.width,
      height: copy.height,
    })),
  };
}

function presentContent(translation: TranslationRow) {
  return {
    title: translation.title,
    description: translation.description,
    longDescription: translation.longDescription,
    videoUrl: translation.videoUrl,
    video: translation.videoUrl ? { url: translation.videoUrl } : null,
    faq: translation.faq,
  };
}

/**
 * The requested language's content, each empty field filled from French (docs/product-rules.md),
 * and the language each text ended up in, so that a page marks French it shows in another language.
 */
function localisedContent(byLanguage: Map<Language, TranslationRow>, requested: Language) {
  const french = byLanguage.get(DEFAULT_LANGUAGE);
  const wanted = byLanguage.get(requested);
  const served = wanted ? requested : DEFAULT_LANGUAGE;
  const videoUrl = wanted?.videoUrl || french?.videoUrl || null;
  const languageOf = (written: boolean | undefined): Language => (written ? requested : DEFAULT_LANGUAGE);
  return {
    language: served,
    textLanguages: {
      title: languageOf(Boolean(wanted?.title)),
      description: languageOf(Boolean(wanted?.description)),
      longDescription: languageOf(Boolean(wanted?.longDescription)),
      faq: languageOf(wanted && wanted.faq.length > 0),
    },
    title: wanted?.title || french?.title || '',
    description: wanted?.description || french?.description || '',
    longDescription: wanted?.longDescription || french?.longDescription || '',
    videoUrl,
    video: videoUrl ? { url: videoUrl } : null,
    faq: wanted && wanted.faq.length > 0 ? wanted.faq : (french?.faq ?? []),
  };
}

export interface PresentOptions {
  language: Language;
  now: Date;
  /** Every language's own content, for the staff's edit form. */
  includeTranslations: boolean;
}

/** A scholarship as the list and the detail answer it; staff views also carry its number of applications. */
export function presentScholarship(
  row: ScholarshipRow,
  translations: readonly TranslationRow[],
  options: PresentOptions & { applicationCount: number; isSaved: boolean | null; pictureCopies: readonly StoredPictureCopy[] },
) {
  const byLanguage = new Map(translations.map((translation) => [translation.language, translation]));
  return {
    id: row.id,
    country: row.country,
    university: row.university,
    imageUrl: row.imageFileId ? scholarshipImagePath(row.id, row.imageFileId) : row.imageUrl,
    picture: presentPicture(row, options.pictureCopies),
    startDate: row.startDate,
    deadline: row.deadline,
    deadlinePassed: deadlinePassed(row.deadline, options.now),
    applicationFee: presentMoney(row.applicationFeeCentimes),
    status: row.status,
    // A student who may save scholarships reads whether they saved this one; anyone else, null.
    isSaved: options.isSaved,
    ...localisedContent(byLanguage, options.language),
    ...(options.includeTranslations
      ? {
          externalImageUrl: row.imageUrl,
          hasUploadedImage: row.imageFileId !== null,
          applicationCount: options.applicationCount,
          translations: Object.fromEntries(
            [...byLanguage].map(([language, translation]) => [language, presentContent(translation)]),
          ),
        }
      : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  } satisfies Presented<ScholarshipAnswer>;
}

export type PresentedScholarship = ReturnType<typeof presentScholarship>;

/**
 * A scholarship without its long content (description, video, questions): what a card shows, a
 * fifth of the bytes of the demo catalogue's page (`GET /api/scholarships?view=summary`).
 */
export function summaryOf(scholarship: PresentedScholarship) {
  const { longDescription: _longDescription, videoUrl: _videoUrl, video: _video, faq: _faq, ...summary } = scholarship;
  return summary;
}
