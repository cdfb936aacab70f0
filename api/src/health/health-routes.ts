import { Router } from 'express';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import type { MalwareScanner } from '../uploads/malware/malware-scanner.ts';

/** The scanner's part of the answer: absent when scanning is not configured. */
async function scannerHealth(scanner: MalwareScanner | undefined) {
  if (!scanner) return {};
  return { malwareScanner: (await scanner.answers()) ? ('ok' as const) : ('unreachable' as const) };
}

/**
 * GET /healthz: 200 when the database answers, 503 otherwise. A configured malware scanner that does
 * not answer leaves it 200 (everything but uploads works) with `status: degraded`: uploads are refused
 * until clamd answers again (docs/security.md, "Malware scanning").
 */
export function createHealthRouter({ db, logger, uploadScan }: AppContext): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    const scanner = scannerHealth(uploadScan.scanner);
    try {
      await sql`select 1`.execute(db);
      const malware = await scanner;
      if (malware.malwareScanner === 'unreachable')
        logger.warn({ clamd: uploadScan.scanner?.address }, 'malware scanner unreachable');
      res.json({
        status: malware.malwareScanner === 'unreachable' ? 'degraded' : 'ok',
        database: 'ok',
        ...malware,
      });
    } catch (error) {
      logger.warn({ err: error }, 'health check failed');
      res.status(503).json({ status: 'unavailable', database: 'unreachable', ...(await scanner) });
    }
  });
  return router;
}
