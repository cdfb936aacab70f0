import { Router } from 'express';
import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { callerOf } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import { answerLanguage } from '#api/applications/answer-language.ts';
import { languageQuery } from '#api/applications/application-params.ts';
import { streamExport } from '#api/exports/stream-export.ts';
import { EXPORT_FORMATS } from '#api/exports/table-writer.ts';
import { parseInput } from '#api/http/validate.ts';
import { paymentPolicy } from '../payment-policy.ts';
import { listQuery } from '../payments-routes.ts';
import { presentFinance } from './finance-presenter.ts';
import { financeSummary } from './finance-queries.ts';
import { paymentsExport } from './payments-export.ts';

const financeQuery = z.object({ language: languageQuery });

// Beside the list's own filters (reused as they are, so the file holds what the screen shows).
const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, 'EXPORT_FORMAT_INVALID'),
  language: z.enum(LANGUAGES, 'INVALID_FIELD').optional(),
});

/**
 * Staff only (docs/payments.md, "Finance view"): the season's money and the payments list as a file.
 * Mounted before the payments router, whose /api/payments/:id would read "finance" as an id.
 */
export function createFinanceRouter(context: AppContext): Router {
  const router = Router();

  router.get('/api/payments/finance', paymentPolicy.guard('review'), async (req, res) => {
    const { language } = parseInput(financeQuery, req.query);
    const summary = await financeSummary(context.db, answerLanguage(req, language));
    res.json({ data: presentFinance(summary) });
  });

  router.get('/api/payments/export', paymentPolicy.guard('review'), async (req, res) => {
    const { format, language } = parseInput(exportQuery, req.query);
    const { status, kind, scholarshipId, flagged, search, from, to } = parseInput(listQuery, req.query);
    const { file, source } = paymentsExport(
      context.db,
      { status, kind, scholarshipId, flagged, search, from, to },
      answerLanguage(req, language),
      format,
    );
    await streamExport({ db: context.db, now: context.clock.now(), by: callerOf(req) }, res, file, source);
  });

  return router;
}
