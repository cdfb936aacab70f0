import { LANGUAGES } from '@bourses/common/languages';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { DB } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { recordFile, withSavedFiles } from '../storage/stored-files.ts';
import type { CheckedFile } from '../uploads/upload.ts';
import { sanitiseLongDescription } from './sanitise-long-description.ts';
import type { ScholarshipInput, TranslationInput } from './scholarship-input.ts';
import { scholarshipSearchText } from './search-text.ts';

type Trx = Transaction<DB>;

function givenTranslations(input: ScholarshipInput) {
  return LANGUAGES.flatMap((language) => {
    const translation: TranslationInput | null | undefined = input.translations[language];
    return translation ? [{ language, translation }] : [];
  });
}

function scholarshipColumns(input: ScholarshipInput) {
  return {
    country: input.country,
    university: input.university,
    imageUrl: input.imageUrl,
    startDate: input.startDate,
    deadline: input.deadline,
    searchText: scholarshipSearchText(givenTranslations(input).map(({ translation }) => translation)),
  };
}

async function writeTranslations(trx: Trx, scholarshipId: number, input: ScholarshipInput): Promise<void> {
  await trx.deleteFrom('scholarshipTranslations').where('scholarshipId', '=', scholarshipId).execute();
  await trx
    .insertInto('scholarshipTranslations')
    .values(
      givenTranslations(input).map(({ language, translation }) => ({
        scholarshipId,
        language,
        title: translation.title,
        description: translation.description,
        longDescription: sanitiseLongDescription(translation.longDescription),
        videoUrl: translation.videoUrl,
        faq: JSON.stringify(translation.faq),
      })),
    )
    .execute();
}

/** Removes a file's row inside the transaction; its bytes go once the transaction has committed. */
/** A scholarship's row, locked until the transaction ends; a missing one is a 404. */
async function lockScholarship(trx: Trx, id: number) {
  const current = await trx
    .selectFrom('scholarships')
    .select(['id', 'imageFileId'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw notFound('SCHOLARSHIP_NOT_FOUND');
  return current;
}

async function deleteFileRow(trx: Trx, fileId: string | null): Promise<string[]> {
  if (!fileId) return [];
  const row = await trx
    .deleteFrom('files')
    .where('id', '=', fileId)
    .returning('storageKey')
    .executeTakeFirst();
  return row ? [row.storageKey] : [];
}

/** Creates a scholarship with its translations and, when sent, its image; answers its id. */
export function createScholarship(
  context: AppContext,
  input: ScholarshipInput,
  image: CheckedFile | undefined,
  createdBy: string | null,
): Promise<number> {
  return withSavedFiles(context.storage, image ? [image] : [], ([storageKey]) =>
    context.db.transaction().execute(async (trx) => {
      const file = image && storageKey ? await recordFile(trx, image, storageKey, null) : undefined;
      const now = context.clock.now();
      const { id } = await trx
        .insertInto('scholarships')
        .values({
          ...scholarshipColumns(input),
          imageFileId: file?.id ?? null,
          createdBy,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTranslations(trx, id, input);
      return id;
    }),
  );
}

/** Replaces a scholarship and all its translations; a replaced or removed image's file is deleted. */
export async function updateScholarship(
  context: AppContext,
  id: number,
  input: ScholarshipInput,
  image: CheckedFile | undefined,
): Promise<void> {
  const staleKeys = await withSavedFiles(context.storage, image ? [image] : [], ([storageKey]) =>
    context.db.transaction().execute(async (trx) => {
      const current = await lockScholarship(trx, id);
      const file = image && storageKey ? await recordFile(trx, image, storageKey, null) : undefined;
      const imageFileId = file ? file.id : input.removeImage ? null : current.imageFileId;
      await trx
        .updateTable('scholarships')
        .set({ ...scholarshipColumns(input), imageFileId, updatedAt: context.clock.now() })
        .where('id', '=', id)
        .execute();
      await writeTranslations(trx, id, input);
      return imageFileId === current.imageFileId ? [] : deleteFileRow(trx, current.imageFileId);
    }),
  );
  await Promise.all(staleKeys.map((key) => context.storage.remove(key)));
}

/**
 * Deletes a scholarship and its image. With applications it is refused (409) unless forced; then the
 * applications go too (the foreign key cascades), with their receipt files.
 */
export async function deleteScholarship(context: AppContext, id: number, force: boolean): Promise<void> {
  const staleKeys = await context.db.transaction().execute(async (trx) => {
    // Locking the row makes a parallel apply wait, then fail on its foreign key: no application slips in.
    const current = await lockScholarship(trx, id);
    const applications = await trx
      .selectFrom('applications')
      .select('receiptFileId')
      .where('scholarshipId', '=', id)
      .execute();
    if (applications.length > 0 && !force) {
      throw new AppError(409, 'SCHOLARSHIP_HAS_APPLICATIONS', { params: { count: applications.length } });
    }
    await trx.deleteFrom('scholarships').where('id', '=', id).execute();
    const fileIds = [current.imageFileId, ...applications.map((application) => application.receiptFileId)];
    const storageKeys: string[] = [];
    for (const fileId of fileIds) storageKeys.push(...(await deleteFileRow(trx, fileId)));
    return storageKeys;
  });
  await Promise.all(staleKeys.map((key) => context.storage.remove(key)));
}
