import { Router } from 'express';
import type { AppContext } from '#api/context.ts';
import { pageOf } from '#api/http/page.ts';
import { parseInput } from '#api/http/validate.ts';
import { presentFailedMail } from './failed-mail-presenter.ts';
import { listFailedMails } from './failed-mails-query.ts';
import { listFailedMailsQuerySchema } from './list-failed-mails-schema.ts';
import { mailPolicy } from './mail-policy.ts';

/** GET /api/iam/mails/failed: staff see the mails that failed for good (docs/architecture.md, Mail and background jobs). */
export function createFailedMailsRouter(context: AppContext): Router {
  const router = Router();
  router.get('/api/iam/mails/failed', mailPolicy.guard('listFailed'), async (req, res) => {
    const query = parseInput(listFailedMailsQuerySchema, req.query);
    const { mails, total } = await listFailedMails(context.db, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    res.json({ data: pageOf(mails.map(presentFailedMail), total, query.page, query.limit) });
  });
  return router;
}
