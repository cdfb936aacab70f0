import { Router } from 'express';
import type { AppContext } from '#api/context.ts';
import { currentActor } from '#api/auth/actor.ts';
import { unauthenticated } from '#api/http/app-error.ts';
import { setDownloadHeaders } from '#api/http/download-headers.ts';
import { sendStoredZip } from '#api/storage/send-stored-zip.ts';
import { ownAccountPolicy } from '../auth-policy.ts';
import { findUserById } from '../session/find-user.ts';
import { DATA_EXPORT_DOCUMENT, planDataExport } from './data-export-document.ts';
import { findOwnData } from './data-export-queries.ts';

/**
 * GET /api/iam/auth/me/data-export: everything the platform holds about the caller (law 09-08) as
 * one zip, streamed: `data.json` (profile, applications and their history) and the files
 * themselves (registration documents, application receipts), byte for byte.
 */
export function createDataExportRouter(context: AppContext): Router {
  const router = Router();
  router.get('/api/iam/auth/me/data-export', ownAccountPolicy.guard('exportData'), async (req, res) => {
    const user = await findUserById(context.db, currentActor(req).id);
    if (!user) throw unauthenticated('ACCOUNT_NOT_FOUND');
    const now = context.clock.now();
    const { files, document } = planDataExport(await findOwnData(context.db, user), now);
    req.log.info({ userId: user.id, files: files.length }, 'data exported');
    await sendStoredZip(context, res, {
      files,
      summary: {
        path: DATA_EXPORT_DOCUMENT,
        content: (missing) => Buffer.from(`${JSON.stringify(document(missing), null, 2)}\n`),
      },
      describe: (answer) =>
        setDownloadHeaders(answer, {
          fileName: `bourses-data-${now.toISOString().slice(0, 10)}.zip`,
          contentType: 'application/zip',
        }),
    });
  });
  return router;
}
