import type { Language } from '@bourses/common/languages';
import { recordAudit, type Caller } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/app-error.ts';
import { SCHOLARSHIP_CONTENT_COLUMNS } from '../db/scholarship-tables.ts';
import { scholarshipSearchText } from './search-text.ts';

/** A copy's title in its own language (docs/product-rules.md, "A scholarship's life"). */
const COPY_TITLES: Record<Language, (title: string) => string> = {
  fr: (title) => `Copie de ${title}`,
  en: (title) => `Copy of ${title}`,
  ar: (title) => `نسخة من ${title}`,
};

// The api's longest title (scholarship-input.ts): a copy of a long one is cut to fit, so that it can be saved as it is.
const TITLE_MAX = 300;

/** The picture's own row and its resized copies, to copy. */
function findPictureFiles(db: Database, fileId: string) {
  return db
    .selectFrom('files')
    .select(['id', 'storageKey', 'originalName', 'mimeType', 'sizeBytes', 'width', 'height', 'variantOf'])
    .where((eb) => eb.or([eb('id', '=', fileId), eb('variantOf', '=', fileId)]))
    .orderBy('variantOf', 'desc') // nulls first: the picture's own row before its copies
    .execute();
}

/**
 * Copies a scholarship as a new draft: every language's texts (titles marked as a copy), FAQ and
 * every content column (db/scholarship-tables.ts), the picture included. The picture's bytes are
 * copied under new keys, so that deleting or replacing either scholarship's picture never touches
 * the other's.
 */
export async function duplicateScholarship(context: AppContext, caller: Caller, id: number): Promise<number> {
  const { db, storage } = context;
  const source = await db.selectFrom('scholarships').select(SCHOLARSHIP_CONTENT_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!source) throw notFound('SCHOLARSHIP_NOT_FOUND');
  const translations = await db
    .selectFrom('scholarshipTranslations')
    .selectAll()
    .where('scholarshipId', '=', id)
    .execute();
  const files = source.imageFileId ? await findPictureFiles(db, source.imageFileId) : [];

  const savedKeys: string[] = [];
  try {
    for (const file of files) {
      const { body } = await storage.open(file.storageKey);
      savedKeys.push(await storage.save(body));
    }
    return await db.transaction().execute(async (trx) => {
      let imageFileId: string | null = null;
      for (const [index, file] of files.entries()) {
        const storageKey = savedKeys[index];
        if (!storageKey) throw new Error('Every picture copy is saved before it is recorded');
        const { id: copiedId } = await trx
          .insertInto('files')
          .values({
            storageKey,
            originalName: file.originalName,
            mimeType: file.mimeType,
            sizeBytes: file.sizeBytes,
            ownerId: null,
            width: file.width,
            height: file.height,
            variantOf: file.variantOf === null ? null : imageFileId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (file.variantOf === null) imageFileId = copiedId;
      }
      const copies = translations.map((translation) => ({
        ...translation,
        title: COPY_TITLES[translation.language](translation.title).slice(0, TITLE_MAX),
      }));
      const now = context.clock.now();
      const { id: copyId } = await trx
        .insertInto('scholarships')
        .values({
          ...source,
          imageFileId,
          status: 'draft',
          searchText: scholarshipSearchText(copies, source.country),
          createdBy: caller.actor.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (copies.length > 0) {
        await trx
          .insertInto('scholarshipTranslations')
          .values(copies.map((copy) => ({ ...copy, scholarshipId: copyId, faq: JSON.stringify(copy.faq) })))
          .execute();
      }
      await recordAudit(trx, caller, {
        action: 'scholarship.duplicate',
        targetType: 'scholarship',
        targetId: copyId,
        changes: { duplicateOf: id },
      });
      return copyId;
    });
  } catch (error) {
    // Copied bytes that no row names are removed; a removal that fails is left to the orphan sweep.
    await Promise.allSettled(savedKeys.map((key) => storage.remove(key)));
    throw error;
  }
}
