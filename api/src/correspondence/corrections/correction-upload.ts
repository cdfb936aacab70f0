import type { Request, Response } from 'express';
import type { Language } from '@bourses/common/languages';
import { AppError } from '#api/http/app-error.ts';
import { checkDocument, multipart, uploadedFile } from '#api/uploads/upload.ts';
import { itemName } from './correction-mail.ts';
import type { CorrectionItemRow } from './correction-queries.ts';
import type { SentItem } from './submit-correction.ts';

/** The multipart field of one item's file. */
export const itemField = (itemId: string) => `item-${itemId}`;

/** Reads the request's multipart body, one file field per item (the upload rules and the scanner apply). */
export function readItemFiles(req: Request, res: Response, items: readonly CorrectionItemRow[]): Promise<void> {
  const parse = multipart(items.map((item) => itemField(item.id)));
  return new Promise((resolve, reject) => {
    parse(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
  });
}

/**
 * Every item's checked file, or CORRECTION_ITEMS_MISSING naming what is missing in the caller's
 * language (with each missing field): nothing is kept from an incomplete submission.
 */
export async function sentItems(req: Request, items: readonly CorrectionItemRow[], language: Language): Promise<SentItem[]> {
  const missing = items.filter((item) => !uploadedFile(req, itemField(item.id)));
  if (missing.length > 0) {
    throw new AppError(400, 'CORRECTION_ITEMS_MISSING', {
      params: { items: missing.map((item) => itemName(item, language)).join(language === 'ar' ? '، ' : ', ') },
      fields: Object.fromEntries(
        missing.map((item) => [itemField(item.id), { key: 'CORRECTION_ITEM_FILE_REQUIRED' as const }]),
      ),
    });
  }
  return Promise.all(
    items.map(async (item) => {
      const file = uploadedFile(req, itemField(item.id));
      if (!file) throw new AppError(400, 'CORRECTION_ITEMS_MISSING');
      return { itemId: item.id, kind: item.kind, file: await checkDocument(file) };
    }),
  );
}
