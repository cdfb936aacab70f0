import { Router, type Request } from 'express';
import { staffMailLimit } from '#api/abuse/staff-mail-limit.ts';
import { callerOf } from '#api/audit/audit-log.ts';
import { currentActor, isStaff } from '#api/auth/actor.ts';
import { requireActor } from '#api/auth/authenticate.ts';
import type { AppContext } from '#api/context.ts';
import { applicationIdParams } from '#api/applications/application-params.ts';
import { AppError, notFound } from '#api/http/app-error.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { parseUserId } from '#api/iam/users/user-id.ts';
import type { ConversationSubject } from '../conversation-store.ts';
import { correctionPolicy } from './correction-policy.ts';
import { presentCorrectionRequest } from './correction-presenter.ts';
import { findCorrectionRequest, listCorrectionRequests } from './correction-queries.ts';
import { correctionListQuery, correctionRequestBody, parseCorrectionId } from './correction-schema.ts';
import { readItemFiles, sentItems } from './correction-upload.ts';
import { sendItemFile } from './item-file.ts';
import { requestCorrection } from './request-correction.ts';
import { submitCorrection } from './submit-correction.ts';
import { withdrawCorrection } from './withdraw-correction.ts';

/**
 * Correction requests (docs/product-rules.md, "Correction requests"): staff ask and withdraw, the
 * student sends the items, both read them and the files sent.
 */
export function createCorrectionsRouter(context: AppContext): Router {
  const router = Router();
  const staffOnly = correctionPolicy.guard('manage');
  // A request is mailed to the student.
  const mailsStudent = staffMailLimit(context.limits.staffMailsPerActor);

  /** The request at `:id` as the caller may read it; someone else's is as absent as a missing one. */
  async function visibleRequest(req: Request) {
    const id = parseCorrectionId(req.params.id);
    const request = await findCorrectionRequest(context.db, id);
    if (!request) throw notFound('CORRECTION_NOT_FOUND');
    correctionPolicy.authorize(req.actor, 'read', request);
    return request;
  }

  const answer = async (req: Request, id: string) => {
    const request = await findCorrectionRequest(context.db, id);
    if (!request) throw notFound('CORRECTION_NOT_FOUND');
    return { data: presentCorrectionRequest(request, context.clock.now(), isStaff(currentActor(req))) };
  };

  const ask = async (req: Request, subject: ConversationSubject) => {
    const input = parseInput(correctionRequestBody, req.body ?? {});
    return answer(req, await requestCorrection(context, callerOf(req), subject, input));
  };

  router.post('/api/scholarships/applications/:id/correction-requests', mailsStudent, staffOnly, async (req, res) => {
    const { id } = parseInput(applicationIdParams, req.params);
    res.status(201).json(await ask(req, { applicationId: id }));
  });

  router.post('/api/iam/users/:id/correction-requests', mailsStudent, staffOnly, async (req, res) => {
    res.status(201).json(await ask(req, { userId: parseUserId(req.params.id) }));
  });

  router.get('/api/correction-requests', requireActor, async (req, res) => {
    const actor = currentActor(req);
    const query = parseInput(correctionListQuery, req.query);
    let subject: ConversationSubject;
    if (query.applicationId !== undefined) {
      const application = await context.db
        .selectFrom('applications')
        .select('userId')
        .where('id', '=', query.applicationId)
        .executeTakeFirst();
      if (!application || (!isStaff(actor) && application.userId !== actor.id))
        throw new AppError(404, 'APPLICATION_NOT_FOUND');
      subject = { applicationId: query.applicationId };
    } else if (query.userId !== undefined) {
      if (!isStaff(actor) && query.userId !== actor.id) throw notFound('USER_NOT_FOUND');
      subject = { userId: query.userId };
    } else {
      throw new AppError(400, 'CORRECTION_FILTER_REQUIRED');
    }
    const now = context.clock.now();
    const requests = await listCorrectionRequests(context.db, subject);
    res.json({ data: requests.map((request) => presentCorrectionRequest(request, now, isStaff(actor))) });
  });

  router.get('/api/correction-requests/:id', requireActor, async (req, res) => {
    const request = await visibleRequest(req);
    res.json({ data: presentCorrectionRequest(request, context.clock.now(), isStaff(currentActor(req))) });
  });

  router.post('/api/correction-requests/:id/withdrawal', staffOnly, async (req, res) => {
    const id = parseCorrectionId(req.params.id);
    await withdrawCorrection(context, callerOf(req), id);
    res.json(await answer(req, id));
  });

  router.post('/api/correction-requests/:id/submission', requireActor, async (req, res) => {
    const actor = currentActor(req);
    const id = parseCorrectionId(req.params.id);
    const request = await findCorrectionRequest(context.db, id);
    if (!request) throw notFound('CORRECTION_NOT_FOUND');
    correctionPolicy.authorize(actor, 'submit', request);
    // Before the body is read: nothing is received for a request that no longer waits for it.
    if (request.status !== 'open') throw new AppError(409, 'CORRECTION_NOT_OPEN');
    await readItemFiles(req, res, request.items);
    const items = await sentItems(req, request.items, requestLanguage(req));
    await submitCorrection(context, actor, id, items);
    res.json(await answer(req, id));
  });

  router.get('/api/correction-requests/:id/items/:itemId/file', requireActor, async (req, res) => {
    const id = parseCorrectionId(req.params.id);
    const itemId = parseCorrectionId(req.params.itemId, 'CORRECTION_ITEM_NOT_FOUND');
    await sendItemFile(context, req, res, id, itemId);
  });

  return router;
}
