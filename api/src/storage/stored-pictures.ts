import type { Database } from '../db/database.ts';
import type { PictureCopy } from '../uploads/picture-copies.ts';
import { recordFile, type StoredFile } from './stored-files.ts';

/** A stored copy of a picture, as a reader needs it to build its address. */
export interface StoredPictureCopy {
  mimeType: string;
  width: number;
  height: number;
}

/**
 * Records a picture's saved copies (`storageKeys` in the order of `copies`): the first, its widest
 * WebP, is the picture's own row, which the others name as `variantOf`, so deleting it takes them
 * along (storage/stored-files.ts `deleteFileRows`).
 */
export async function recordPicture(
  db: Database,
  copies: readonly PictureCopy[],
  storageKeys: readonly string[],
): Promise<StoredFile> {
  const [main, ...others] = copies.map((copy, index) => ({ copy, storageKey: storageKeys[index] }));
  if (!main?.storageKey) throw new Error('A picture is recorded with its saved copies');
  const { copy, storageKey } = main;
  const picture = await recordFile(db, copy, storageKey, null, { width: copy.width, height: copy.height, variantOf: null });
  for (const other of others) {
    if (!other.storageKey) throw new Error('A picture is recorded with its saved copies');
    const { width, height } = other.copy;
    await recordFile(db, other.copy, other.storageKey, null, { width, height, variantOf: picture.id });
  }
  return picture;
}

/**
 * The copies of these pictures (ids of their own rows), widest first; a picture stored before
 * pictures were resized has none and is served as it was uploaded.
 */
export async function findPictureCopies(
  db: Database,
  pictureIds: readonly string[],
): Promise<Map<string, StoredPictureCopy[]>> {
  const byPicture = new Map<string, StoredPictureCopy[]>();
  if (pictureIds.length === 0) return byPicture;
  const rows = await db
    .selectFrom('files')
    .select(['id', 'variantOf', 'mimeType', 'width', 'height'])
    .where((eb) => eb.or([eb('id', 'in', pictureIds), eb('variantOf', 'in', pictureIds)]))
    .where('width', 'is not', null)
    .orderBy('width', 'desc')
    .orderBy('mimeType')
    .execute();
  for (const { id, variantOf, mimeType, width, height } of rows) {
    if (width === null || height === null) continue;
    const pictureId = variantOf ?? id;
    byPicture.set(pictureId, [...(byPicture.get(pictureId) ?? []), { mimeType, width, height }]);
  }
  return byPicture;
}
