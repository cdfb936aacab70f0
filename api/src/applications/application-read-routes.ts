import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import { currentActor, type Actor } from '../auth/actor.ts';
import {
  applicationIdParams,
  applicationStatus,
  databaseId,
  languageQuery,
  pagingQuery,
} from './application-params.ts';
import { applicationPolicy } from './application-policies.ts';
import { findHistories, listApplications } from './application-queries.ts';
import { idListSchema } from '../http/id-list.ts';
import { assigneeFilterField, resolveAssigneeFilter } from '../casework/assignee.ts';
import { caseworkPolicy } from '../casework/casework-policy.ts';
import { asksCorrespondenceFilters, correspondenceFilterQuery, correspondenceFilters } from './correspondence-filters.ts';
import {
  presentApplication,
  presentApplicationStatus,
  presentApplicationWithHistory,
} from './application-presenter.ts';
import { findOwnApplication } from './application-queries.ts';
import { answerLanguage } from './answer-language.ts';
import { presentOne } from './present-one.ts';
import { pageOf } from '../http/page.ts';
import { sendStoredFile } from '../storage/send-stored-file.ts';
import { documentDownload } from '../storage/document-names.ts';
import { setDownloadHeaders } from '../http/download-headers.ts';
import { requestLanguage } from '../i18n/language.ts';
import { callerOf } from '../audit/audit-log.ts';
import { auditDocumentView } from '../audit/document-views.ts';

/** The filters of the applications lists, which the staff export takes too (api/src/exports). */
export const listQuery = z.object({
  ...pagingQuery,
  status: applicationStatus.optional(),
  scholarshipId: databaseId('APPLICATION_SCHOLARSHIP_ID_INVALID').optional(),
  userId: z.uuid('APPLICATION_USER_ID_INVALID').optional(),
  search: z
    .string('INVALID_FIELD')
    .trim()
    .max(200, 'APPLICATION_SEARCH_TOO_LONG')
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
  /** Staff only: `me`, `none` (unassigned) or a staff member's id. */
  assignee: assigneeFilterField,
  /** Staff only: `unreadFromStudents=true`, `overdueCorrections=true`. */
  ...correspondenceFilterQuery,
  language: languageQuery,
  /** Exactly these applications (those the caller may see): the bff's batch. */
  ids: idListSchema('APPLICATION_ID_INVALID').optional(),
  /** Each application's history too, as its detail answers it. */
  includeHistory: z.enum(['true', 'false'], 'INVALID_FIELD').optional(),
});

const checkQuery = z.object({ scholarshipId: databaseId('APPLICATION_SCHOLARSHIP_ID_INVALID') });
const detailQuery = z.object({ language: languageQuery });

/** One page of the applications the caller may see: staff all, a student their own. */
async function answerList(context: AppContext, req: Request, actor: Actor) {
  const query = parseInput(listQuery, req.query);
  const language = answerLanguage(req, query.language);
  const staff = applicationPolicy.can(actor, 'followAll');
  const ownerId = staff ? undefined : actor.id;
  if (query.assignee !== undefined || asksCorrespondenceFilters(query)) caseworkPolicy.authorize(actor, 'work');
  const assignee = resolveAssigneeFilter(query.assignee, actor.id);
  const now = context.clock.now();
  const { unreadFromStudents, overdueCorrections, ...filters } = query;
  const { rows, total } = await listApplications(
    context.db,
    { ...filters, ownerId, assignee, ...correspondenceFilters({ unreadFromStudents, overdueCorrections }, now) },
    language,
  );
  const histories =
    query.includeHistory === 'true' ? await findHistories(context.db, rows.map((row) => row.id)) : undefined;
  const present = (row: (typeof rows)[number]) =>
    histories ? presentApplicationWithHistory(row, histories.get(row.id) ?? [], now, staff) : presentApplication(row, now, staff);
  return { data: pageOf(rows.map(present), total, query.page, query.limit) };
}

async function answerDetail(context: AppContext, req: Request, actor: Actor) {
  const { id } = parseInput(applicationIdParams, req.params);
  const { language } = parseInput(detailQuery, req.query);
  return { data: await presentOne(context, actor, id, answerLanguage(req, language)) };
}

/** Following applications: lists, details, the status for one scholarship, and the receipt. */
export function createApplicationReadRouter(context: AppContext): Router {
  const router = Router();

  router.get('/api/scholarships/applications', applicationPolicy.guard('follow'), async (req, res) => {
    res.json(await answerList(context, req, currentActor(req)));
  });

  // Before `/:id`, which would otherwise read "check" as an id.
  router.get('/api/scholarships/applications/check', applicationPolicy.guard('apply'), async (req, res) => {
    const { scholarshipId } = parseInput(checkQuery, req.query);
    const application = await findOwnApplication(context.db, currentActor(req).id, scholarshipId);
    res.json({ data: application ? presentApplicationStatus(application) : null });
  });

  router.get('/api/scholarships/applications/:id', applicationPolicy.guard('follow'), async (req, res) => {
    res.json(await answerDetail(context, req, currentActor(req)));
  });

  router.get('/api/applications', applicationPolicy.guard('readOwnPages'), async (req, res) => {
    res.json(await answerList(context, req, currentActor(req)));
  });

  router.get('/api/applications/:id', applicationPolicy.guard('readOwnPages'), async (req, res) => {
    res.json(await answerDetail(context, req, currentActor(req)));
  });

  router.get(
    '/api/scholarships/applications/:id/receipt',
    applicationPolicy.guard('follow'),
    async (req, res) => {
      const { id } = parseInput(applicationIdParams, req.params);
      const application = await context.db
        .selectFrom('applications')
        .leftJoin('files', 'files.id', 'applications.receiptFileId')
        .select(['applications.userId', 'files.storageKey', 'files.mimeType'])
        .where('applications.id', '=', id)
        .executeTakeFirst();
      if (!application || !applicationPolicy.can(currentActor(req), 'see', application))
        throw new AppError(404, 'APPLICATION_NOT_FOUND');
      const { storageKey, mimeType } = application;
      if (storageKey === null || mimeType === null) {
        throw new AppError(404, 'APPLICATION_RECEIPT_NOT_FOUND');
      }
      await sendStoredFile(context, res, {
        storageKey,
        missing: 'APPLICATION_RECEIPT_NOT_FOUND',
        beforeSending: () =>
          auditDocumentView(context.db, callerOf(req), {
            targetType: 'application',
            targetId: id,
            ownerId: application.userId,
            document: 'receipt',
          }),
        describe: (answer) =>
          // The type found in the bytes at upload, never guessed from the name.
          setDownloadHeaders(
            answer,
            documentDownload('applicationPaymentReceipt', { language: requestLanguage(req), mimeType, number: id }),
          ),
      });
    },
  );

  return router;
}
