import type { Language } from '@bourses/common/languages';
import type { Database } from '#api/db/database.ts';

export const TEMPLATE_COLUMNS = ['id', 'language', 'title', 'body', 'updatedAt'] as const;

/** The saved replies by title, of one language when given (message_templates_language_idx). */
export function listMessageTemplates(db: Database, language: Language | undefined) {
  let query = db.selectFrom('messageTemplates').select(TEMPLATE_COLUMNS);
  if (language) query = query.where('language', '=', language);
  return query.orderBy('title').orderBy('id').execute();
}

export type MessageTemplateRow = Awaited<ReturnType<typeof listMessageTemplates>>[number];
