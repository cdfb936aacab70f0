import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { AppError, conflict, forbidden } from '../http/app-error.ts';
import { setDownloadHeaders } from '../http/download-headers.ts';
import type { BackupToken } from './backup-token.ts';
import { packSnapshot } from './pack-snapshot.ts';
import { isFromThisMachine } from './same-machine.ts';
import { stageSnapshot } from './stage-snapshot.ts';

/**
 * POST /internal/backup: the embedded platform as a .tar.gz stream, for `npm run backup` while the
 * api runs (PGlite allows one process, so the CLI cannot open the database itself). Only from this
 * machine, with the token this run wrote under DATA_DIR/secrets; one at a time (docs/security.md).
 */
export function createBackupRouter(context: AppContext, token: BackupToken): Router {
  const router = Router();
  let running = false;
  router.post('/internal/backup', async (req, res) => {
    if (!isFromThisMachine(req.socket)) throw forbidden('BACKUP_FROM_THIS_MACHINE_ONLY');
    if (!token.accepts(req.get('authorization'))) throw new AppError(401, 'BACKUP_TOKEN_INVALID');
    if (running) throw conflict('BACKUP_IN_PROGRESS');
    running = true;
    try {
      const snapshot = await stageSnapshot(context.db, context.config.dataDir, 'running-api');
      try {
        req.log.info({ counts: snapshot.manifest.counts }, 'backup taken');
        setDownloadHeaders(res.status(200), {
          fileName: 'bourses-backup.tar.gz',
          contentType: 'application/gzip',
        });
        await pipeline(packSnapshot(snapshot.folder), res);
      } finally {
        await snapshot.remove();
      }
    } finally {
      running = false;
    }
  });
  return router;
}
