import { Router, type Request } from 'express';
import { z } from 'zod';
import { staffMailLimit } from '../abuse/staff-mail-limit.ts';
import type { AppContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { requestLanguage } from '../i18n/language.ts';
import { callerOf } from '../audit/audit-log.ts';
import { assigneeFilterField, resolveAssigneeFilter } from '../casework/assignee.ts';
import {
  applicationIdParams,
  applicationStatus,
  databaseId,
  optionalFeedback,
  languageQuery,
  pagingQuery,
} from './application-params.ts';
import { applicationPolicy } from './application-policies.ts';
import { presentApplication } from './application-presenter.ts';
import { listApplications } from './application-queries.ts';
import { answerLanguage } from './answer-language.ts';
import { correspondenceFilterQuery, correspondenceFilters } from './correspondence-filters.ts';
import { deleteApplication } from './delete-application.ts';
import { presentOne } from './present-one.ts';
import { reviewApplication, type StatusChange } from './review-application.ts';
import { pageOf } from '../http/page.ts';
import { toVerification, verificationSchema } from '../payments/review/review-schemas.ts';

const approveBody = z.object({ feedback: optionalFeedback, payment: verificationSchema.optional() });
// The reason of a rejection: `feedback` (docs/product-rules.md), `rejectionReason` accepted as its other name.
const rejectBody = z.object({ feedback: optionalFeedback, rejectionReason: optionalFeedback });
const statusBody = z.object({ status: applicationStatus, feedback: optionalFeedback });

const adminListQuery = z.object({
  ...pagingQuery,
  status: applicationStatus.optional(),
  scholarshipId: databaseId('APPLICATION_SCHOLARSHIP_ID_INVALID').optional(),
  assignee: assigneeFilterField,
  ...correspondenceFilterQuery,
  language: languageQuery,
});

/** Staff review: approve, reject, set a status, delete, and the admin list. */
export function createReviewRouter(context: AppContext): Router {
  const router = Router();
  const staffOnly = applicationPolicy.guard('review');
  // Decisions are mailed to the student.
  const mailsStudent = staffMailLimit(context.limits.staffMailsPerActor);

  const review = async (req: Request, change: (body: unknown) => StatusChange) => {
    const { id } = parseInput(applicationIdParams, req.params);
    const caller = callerOf(req);
    await reviewApplication(context, caller, id, change(req.body ?? {}));
    return { data: await presentOne(context, caller.actor, id, requestLanguage(req)) };
  };

  router.patch('/api/scholarships/applications/:id/approve', mailsStudent, staffOnly, async (req, res) => {
    res.json(
      await review(req, (body) => {
        const { feedback, payment } = parseInput(approveBody, body);
        return { status: 'approved', feedback, payment: payment && toVerification(payment) };
      }),
    );
  });

  router.patch('/api/scholarships/applications/:id/reject', mailsStudent, staffOnly, async (req, res) => {
    res.json(
      await review(req, (body) => {
        const { feedback, rejectionReason } = parseInput(rejectBody, body);
        return { status: 'rejected', feedback: feedback ?? rejectionReason };
      }),
    );
  });

  router.put('/api/admin/applications/:id/status', mailsStudent, staffOnly, async (req, res) => {
    res.json(await review(req, (body) => parseInput(statusBody, body)));
  });

  router.delete('/api/scholarships/applications/:id', staffOnly, async (req, res) => {
    const { id } = parseInput(applicationIdParams, req.params);
    await deleteApplication(context, callerOf(req), id);
    res.status(204).end();
  });

  router.get('/api/admin/applications', staffOnly, async (req, res) => {
    const { unreadFromStudents, overdueCorrections, ...query } = parseInput(adminListQuery, req.query);
    const assignee = resolveAssigneeFilter(query.assignee, callerOf(req).actor.id);
    const now = context.clock.now();
    const { rows, total } = await listApplications(
      context.db,
      { ...query, assignee, ...correspondenceFilters({ unreadFromStudents, overdueCorrections }, now) },
      answerLanguage(req, query.language),
    );
    res.json({
      data: pageOf(
        rows.map((row) => presentApplication(row, now, true)),
        total,
        query.page,
        query.limit,
      ),
    });
  });

  return router;
}
