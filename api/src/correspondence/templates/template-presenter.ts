import type { MessageTemplateAnswer } from '#api/contract/correspondence-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import type { MessageTemplateRow } from './template-queries.ts';

/** A saved reply as staff read it. */
export function presentMessageTemplate(row: MessageTemplateRow) {
  return {
    id: row.id,
    language: row.language,
    title: row.title,
    body: row.body,
    updatedAt: row.updatedAt,
  } satisfies Presented<MessageTemplateAnswer>;
}
