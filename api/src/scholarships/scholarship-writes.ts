import { LANGUAGES } from '@bourses/common/languages';
import type { Transaction } from 'kysely';
import type { Caller } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import type { DB } from '../db/schema.ts';
import type { ScholarshipContent } from '../db/scholarship-tables.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { deleteFileRows, withSavedFiles } from '../storage/stored-files.ts';
import { recordPicture } from '../storage/stored-pictures.ts';
import type { PictureCopy } from '../uploads/picture-copies.ts';
import { sanitiseLongDescription } from './sanitise-long-description.ts';
import type { ScholarshipInput, TranslationInput } from './scholarship-input.ts';
import { scholarshipSearchText } from './search-text.ts';
import { auditedScholarshipWrite } from './scholarship-audit.ts';

type Trx = Transaction<DB>;

function givenTranslations(input: ScholarshipInput) {
  return LANGUAGES.flatMap((language) => {
    const translation: TranslationInput | null | undefined = input.translations[language];
    return translation ? [{ language, translation }] : [];
  });
}

/**
 * The content columns an input sets, all that the input holds besides its translations and its two
 * instructions (the picture has its own path), and the search text derived from them.
 */
function scholarshipColumns(input: ScholarshipInput): Omit<ScholarshipContent, 'imageFileId'> & { searchText: string } {
  const { translations: _translations, publish: _publish, removeImage: _removeImage, ...content } = input;
  const searchText = scholarshipSearchText(
    givenTranslations(input).map(({ translation }) => translation),
    input.country,
  );
  return { ...content, searchText };
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

/** A sent picture's copies recorded in the transaction (their bytes are saved by then). */
const recordSentPicture = (trx: Trx, picture: readonly PictureCopy[], storageKeys: string[]) =>
  picture.length > 0 ? recordPicture(trx, picture, storageKeys) : undefined;

/**
 * Creates a scholarship with its translations and, when sent, its picture's copies; answers its id.
 * Created by staff (`by`), it is audited; the demo seed creates with none.
 */
export function createScholarship(
  context: AppContext,
  input: ScholarshipInput,
  picture: readonly PictureCopy[],
  by: Caller | null,
): Promise<number> {
  return withSavedFiles(context.storage, picture, (storageKeys) =>
    context.db.transaction().execute((trx) =>
      auditedScholarshipWrite(trx, by, 'scholarship.create', async () => {
        const file = await recordSentPicture(trx, picture, storageKeys);
        const now = context.clock.now();
        const { id } = await trx
          .insertInto('scholarships')
          .values({
            ...scholarshipColumns(input),
            imageFileId: file?.id ?? null,
            status: input.publish ? 'published' : 'draft',
            createdBy: by?.actor.id ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeTranslations(trx, id, input);
        return { id, result: id };
      }),
    ),
  );
}

/** Replaces a scholarship and all its translations; a replaced or removed picture's files are deleted. */
export async function updateScholarship(
  context: AppContext,
  by: Caller,
  id: number,
  input: ScholarshipInput,
  picture: readonly PictureCopy[],
): Promise<void> {
  const staleKeys = await withSavedFiles(context.storage, picture, (storageKeys) =>
    context.db.transaction().execute(async (trx) => {
      const current = await lockScholarship(trx, id);
      return auditedScholarshipWrite(
        trx,
        by,
        'scholarship.update',
        async () => {
          const file = await recordSentPicture(trx, picture, storageKeys);
          const imageFileId = file ? file.id : input.removeImage ? null : current.imageFileId;
          await trx
            .updateTable('scholarships')
            .set({ ...scholarshipColumns(input), imageFileId, updatedAt: context.clock.now() })
            .where('id', '=', id)
            .execute();
          await writeTranslations(trx, id, input);
          const stale = imageFileId === current.imageFileId ? [] : await deleteFileRows(trx, current.imageFileId);
          return { id, result: stale };
        },
        id,
      );
    }),
  );
  await Promise.all(staleKeys.map((key) => context.storage.remove(key)));
}

/**
 * Deletes a scholarship and its picture's files. With applications it is refused (409) unless forced; then the
 * applications go too (the foreign key cascades), with their receipt files.
 */
export async function deleteScholarship(context: AppContext, by: Caller, id: number, force: boolean): Promise<void> {
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
    return auditedScholarshipWrite(
      trx,
      by,
      'scholarship.delete',
      async () => {
        await trx.deleteFrom('scholarships').where('id', '=', id).execute();
        const fileIds = [current.imageFileId, ...applications.map((application) => application.receiptFileId)];
        const storageKeys: string[] = [];
        for (const fileId of fileIds) storageKeys.push(...(await deleteFileRows(trx, fileId)));
        return { id, result: storageKeys, details: { deletedApplications: applications.length } };
      },
      id,
    );
  });
  await Promise.all(staleKeys.map((key) => context.storage.remove(key)));
}
