import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { callerOf } from '../audit/audit-log.ts';
import { assignmentBody } from '../casework/assignee.ts';
import { caseworkPolicy } from '../casework/casework-policy.ts';
import { consumeOrRefuse } from '../http/rate-limit.ts';
import { parseInput } from '../http/validate.ts';
import { requestLanguage } from '../i18n/language.ts';
import { applicationIdParams } from './application-params.ts';
import { assignApplication } from './assign-application.ts';
import { applicantNames } from './applicant-names.ts';
import { runBulkAction } from './bulk-decision.ts';
import { presentBulkResult } from './bulk-presenter.ts';
import { bulkBody } from './bulk-schema.ts';
import { bulkTargetIds } from './bulk-targets.ts';
import { presentOne } from './present-one.ts';

/** Staff casework on applications: assign one, and bulk decisions (docs/product-rules.md). */
export function createApplicationCaseworkRouter(context: AppContext): Router {
  const router = Router();
  const staffOnly = caseworkPolicy.guard('work');

  router.put('/api/scholarships/applications/:id/assignee', staffOnly, async (req, res) => {
    const { id } = parseInput(applicationIdParams, req.params);
    const { assigneeId } = parseInput(assignmentBody, req.body ?? {});
    const caller = callerOf(req);
    await assignApplication(context, caller, id, assigneeId);
    res.json({ data: await presentOne(context, caller.actor, id, requestLanguage(req)) });
  });

  router.post('/api/admin/applications/bulk', staffOnly, async (req, res) => {
    const request = parseInput(bulkBody, req.body ?? {});
    const caller = callerOf(req);
    const ids = await bulkTargetIds(context, caller.actor.id, request);
    // Every decision mails its student: the whole action counts against the staff member's hourly budget at once.
    if (request.action !== 'assign') await consumeOrRefuse(context.limits.staffMailsPerActor, caller.actor.id, ids.length);
    // Named before the action: the outcome names each row, even one the staff's list no longer shows.
    const names = await applicantNames(context.db, ids);
    const outcomes = await runBulkAction(context, caller, request, ids, requestLanguage(req));
    res.json({ data: presentBulkResult(outcomes, names) });
  });

  return router;
}
