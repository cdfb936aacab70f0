import { Router } from 'express';
import { applicantNames } from '#api/applications/applicant-names.ts';
import { presentBulkResult } from '#api/applications/bulk-presenter.ts';
import { bulkTargetIds } from '#api/applications/bulk-targets.ts';
import { callerOf } from '#api/audit/audit-log.ts';
import { caseworkPolicy } from '#api/casework/casework-policy.ts';
import type { AppContext } from '#api/context.ts';
import { consumeOrRefuse } from '#api/http/rate-limit.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { bulkMessageBody } from './bulk-message-schema.ts';
import { messageApplicants } from './message-applicants.ts';

/** POST /api/admin/applications/messages: staff write to many applicants at once, row by row. */
export function createBulkMessageRouter(context: AppContext): Router {
  const router = Router();

  router.post('/api/admin/applications/messages', caseworkPolicy.guard('work'), async (req, res) => {
    const request = parseInput(bulkMessageBody, req.body ?? {});
    const caller = callerOf(req);
    const ids = await bulkTargetIds(context, caller.actor.id, request);
    // Each student may be mailed: the whole send counts against the staff member's hourly budget at once.
    await consumeOrRefuse(context.limits.staffMailsPerActor, caller.actor.id, ids.length);
    // Named before the send: the outcome names each row, even one the staff's list no longer shows.
    const names = await applicantNames(context.db, ids);
    const outcomes = await messageApplicants(context, caller, ids, request.body, requestLanguage(req));
    res.json({ data: presentBulkResult(outcomes, names) });
  });

  return router;
}
