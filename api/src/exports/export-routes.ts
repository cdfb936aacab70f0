import { Router } from 'express';
import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { callerOf } from '../audit/audit-log.ts';
import { resolveAssigneeFilter } from '../casework/assignee.ts';
import type { AppContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { answerLanguage } from '../applications/answer-language.ts';
import { applicationPolicy } from '../applications/application-policies.ts';
import { correspondenceFilters } from '../applications/correspondence-filters.ts';
import { listQuery } from '../applications/application-read-routes.ts';
import { listUsersQuerySchema } from '../iam/users/list-users-schema.ts';
import { usersPolicy } from '../iam/users/users-policy.ts';
import { accountsExport } from './accounts-export.ts';
import { applicationsExport } from './applications-export.ts';
import { streamExport } from './stream-export.ts';
import { EXPORT_FORMATS } from './table-writer.ts';

// Beside the lists' own filters (reused as they are, so the file holds what the screen shows,
// correspondence filters included).
const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, 'EXPORT_FORMAT_INVALID'),
  language: z.enum(LANGUAGES, 'INVALID_FIELD').optional(),
});

/** GET /api/admin/{applications,accounts}/export: the staff lists as CSV or XLSX, streamed (docs/performance.md). */
export function createExportRouter(context: AppContext): Router {
  const router = Router();

  router.get('/api/admin/applications/export', applicationPolicy.guard('review'), async (req, res) => {
    const { format, language } = parseInput(exportQuery, req.query);
    const { status, scholarshipId, userId, search, assignee, unreadFromStudents, overdueCorrections } =
      parseInput(listQuery, req.query);
    const by = callerOf(req);
    const now = context.clock.now();
    const { file, source } = await applicationsExport(
      context.db,
      {
        status,
        scholarshipId,
        userId,
        search,
        assignee: resolveAssigneeFilter(assignee, by.actor.id),
        ...correspondenceFilters({ unreadFromStudents, overdueCorrections }, now),
      },
      answerLanguage(req, language),
      format,
    );
    await streamExport({ db: context.db, now, by }, res, file, source);
  });

  router.get('/api/admin/accounts/export', usersPolicy.guard('list'), async (req, res) => {
    const { format, language } = parseInput(exportQuery, req.query);
    const query = parseInput(listUsersQuerySchema, req.query);
    const by = callerOf(req);
    const { file, source } = accountsExport(
      context.db,
      {
        role: query.role_id,
        isVerified: query.is_verified,
        approvalStatus: query.approval_status,
        search: query.search,
        assignee: resolveAssigneeFilter(query.assignee, by.actor.id),
        ...correspondenceFilters(
          { unreadFromStudents: query.unread_from_students, overdueCorrections: query.overdue_corrections },
          context.clock.now(),
        ),
      },
      answerLanguage(req, language),
      format,
    );
    await streamExport({ db: context.db, now: context.clock.now(), by }, res, file, source);
  });

  return router;
}
