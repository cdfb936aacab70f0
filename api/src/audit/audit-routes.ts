import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { pageOf } from '../http/page.ts';
import { parseInput } from '../http/validate.ts';
import { requestLanguage } from '../i18n/language.ts';
import { auditNames } from './audit-names.ts';
import { auditPolicy } from './audit-policy.ts';
import { auditQuerySchema } from './audit-query.ts';
import { listAuditEntries, presentAuditEntry } from './audit-queries.ts';

/** GET /api/admin/audit: the audit log for ADMIN, filtered and paged like the other staff lists. */
export function createAuditRouter(context: AppContext): Router {
  const router = Router();
  router.get('/api/admin/audit', auditPolicy.guard('read'), async (req, res) => {
    const query = parseInput(auditQuerySchema, req.query);
    const { rows, total } = await listAuditEntries(context.db, query);
    const names = await auditNames(context.db, rows, requestLanguage(req));
    res.json({ data: pageOf(rows.map((row) => presentAuditEntry(row, names)), total, query.page, query.limit) });
  });
  return router;
}
