import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../i18n/language.ts';
import { parseInput } from '../http/validate.ts';
import { callerOf } from '../audit/audit-log.ts';
import { currentActor } from '../auth/actor.ts';
import {
  applicationIdParams,
  applicationStatus,
  databaseId,
  optionalFeedback,
  scholarshipIdParams,
} from './application-params.ts';
import { applicationPolicy } from './application-policies.ts';
import { applyToScholarship } from './apply-to-scholarship.ts';
import { presentOne } from './present-one.ts';
import { optionalReceipt, receiptUpload } from './receipt-upload.ts';
import { updateApplication } from './update-application.ts';
import { withdrawApplication } from './withdraw-application.ts';

const applyBody = z.object({ scholarshipId: databaseId('APPLICATION_SCHOLARSHIP_ID_INVALID') });

// Multipart forms send empty strings for fields left blank: those mean "not given".
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const updateBody = z.object({
  applicationId: z.preprocess(blankAsAbsent, databaseId('APPLICATION_ID_INVALID').optional()),
  status: z.preprocess(blankAsAbsent, applicationStatus.optional()),
  rejectionReason: optionalFeedback,
  feedback: optionalFeedback,
});

/** Apply, send a new receipt, withdraw; staff use the same PATCH to set a status. */
export function createStudentApplicationRouter(context: AppContext): Router {
  const router = Router();

  const apply =
    (scholarshipIdOf: (req: Request) => number): RequestHandler =>
    async (req, res) => {
      const scholarshipId = scholarshipIdOf(req);
      const receipt = await optionalReceipt(req);
      const actor = currentActor(req);
      const { applicationId, created } = await applyToScholarship(context, actor, scholarshipId, receipt);
      res
        .status(created ? 201 : 200)
        .json({ data: await presentOne(context, actor, applicationId, requestLanguage(req)) });
    };
  router.post(
    '/api/scholarships/applications',
    applicationPolicy.guard('apply'),
    receiptUpload,
    apply((req) => parseInput(applyBody, req.body ?? {}).scholarshipId),
  );
  // The alias with the scholarship in the path, as the original REST contract names it.
  router.post(
    '/api/scholarships/:id/apply',
    applicationPolicy.guard('apply'),
    receiptUpload,
    apply((req) => parseInput(scholarshipIdParams, req.params).id),
  );

  router.patch(
    '/api/scholarships/applications/:id',
    applicationPolicy.guard('follow'),
    receiptUpload,
    async (req, res) => {
      const { id } = parseInput(applicationIdParams, req.params);
      const body = parseInput(updateBody, req.body ?? {});
      if (body.applicationId !== undefined && body.applicationId !== id)
        throw new AppError(400, 'APPLICATION_ID_MISMATCH');
      const caller = callerOf(req);
      await updateApplication(context, caller, id, {
        status: body.status,
        feedback: body.feedback ?? body.rejectionReason,
        receipt: await optionalReceipt(req),
      });
      res.json({ data: await presentOne(context, caller.actor, id, requestLanguage(req)) });
    },
  );

  const withdraw: RequestHandler = async (req, res) => {
    const { id } = parseInput(applicationIdParams, req.params);
    const actor = currentActor(req);
    await withdrawApplication(context, actor, id);
    res.json({ data: await presentOne(context, actor, id, requestLanguage(req)) });
  };
  router
    .route('/api/scholarships/applications/:id/withdraw')
    .post(applicationPolicy.guard('apply'), withdraw)
    .patch(applicationPolicy.guard('apply'), withdraw);

  return router;
}
