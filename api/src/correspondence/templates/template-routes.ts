import { Router } from 'express';
import { callerOf } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import { parseInput } from '#api/http/validate.ts';
import { messageTemplateBody, messageTemplatesQuery, parseTemplateId } from './template-input.ts';
import { messageTemplatePolicy } from './template-policy.ts';
import { presentMessageTemplate } from './template-presenter.ts';
import { listMessageTemplates } from './template-queries.ts';
import { createMessageTemplate, deleteMessageTemplate, updateMessageTemplate } from './template-writes.ts';

const TEMPLATES = '/api/admin/message-templates';

/** The staff's saved replies: listed by title, written, changed and deleted by any staff member. */
export function createMessageTemplatesRouter(context: AppContext): Router {
  const router = Router();
  const staffOnly = messageTemplatePolicy.guard('manage');

  router.get(TEMPLATES, staffOnly, async (req, res) => {
    const { language } = parseInput(messageTemplatesQuery, req.query);
    const rows = await listMessageTemplates(context.db, language);
    res.json({ data: rows.map(presentMessageTemplate) });
  });

  router.post(TEMPLATES, staffOnly, async (req, res) => {
    const input = parseInput(messageTemplateBody, req.body ?? {});
    const created = await createMessageTemplate(context, callerOf(req), input);
    res.status(201).json({ data: presentMessageTemplate(created) });
  });

  router.put(`${TEMPLATES}/:id`, staffOnly, async (req, res) => {
    const id = parseTemplateId(req.params.id);
    const input = parseInput(messageTemplateBody, req.body ?? {});
    const updated = await updateMessageTemplate(context, callerOf(req), id, input);
    res.json({ data: presentMessageTemplate(updated) });
  });

  router.delete(`${TEMPLATES}/:id`, staffOnly, async (req, res) => {
    await deleteMessageTemplate(context, callerOf(req), parseTemplateId(req.params.id));
    res.status(204).end();
  });

  return router;
}
