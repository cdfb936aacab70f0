import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import { changedValues } from '#api/audit/changed-values.ts';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import type { MessageTemplateInput } from './template-input.ts';
import { TEMPLATE_COLUMNS, type MessageTemplateRow } from './template-queries.ts';

// Each write and its audit entry commit together (docs/security.md, "Audit log").

const AUDITED_FIELDS = ['language', 'title', 'body'] as const;

export async function createMessageTemplate(
  context: AppContext,
  by: Caller,
  input: MessageTemplateInput,
): Promise<MessageTemplateRow> {
  return context.db.transaction().execute(async (trx) => {
    const now = context.clock.now();
    const created = await trx
      .insertInto('messageTemplates')
      .values({ ...input, createdBy: by.actor.id, createdAt: now, updatedAt: now })
      .returning(TEMPLATE_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, by, {
      action: 'message-template.create',
      targetType: 'message-template',
      targetId: created.id,
      changes: { ...input },
    });
    return created;
  });
}

export async function updateMessageTemplate(
  context: AppContext,
  by: Caller,
  id: string,
  input: MessageTemplateInput,
): Promise<MessageTemplateRow> {
  return context.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('messageTemplates')
      .select(TEMPLATE_COLUMNS)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('MESSAGE_TEMPLATE_NOT_FOUND');
    const updated = await trx
      .updateTable('messageTemplates')
      .set({ ...input, updatedAt: context.clock.now() })
      .where('id', '=', id)
      .returning(TEMPLATE_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, by, {
      action: 'message-template.update',
      targetType: 'message-template',
      targetId: id,
      changes: changedValues(before, updated, AUDITED_FIELDS),
    });
    return updated;
  });
}

export async function deleteMessageTemplate(context: AppContext, by: Caller, id: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('messageTemplates')
      .where('id', '=', id)
      .returning(['language', 'title'])
      .executeTakeFirst();
    if (!deleted) throw notFound('MESSAGE_TEMPLATE_NOT_FOUND');
    await recordAudit(trx, by, {
      action: 'message-template.delete',
      targetType: 'message-template',
      targetId: id,
      changes: { ...deleted },
    });
  });
}
