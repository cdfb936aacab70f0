import { Router } from 'express';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';

/** GET /healthz: 200 when the database answers, 503 otherwise. */
export function createHealthRouter({ db, logger }: AppContext): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    try {
      await sql`select 1`.execute(db);
      res.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      logger.warn({ err: error }, 'health check failed');
      res.status(503).json({ status: 'unavailable', database: 'unreachable' });
    }
  });
  return router;
}
