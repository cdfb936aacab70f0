import { Router } from 'express';
import { z } from 'zod';
import { currentActor } from '../auth/actor.ts';
import type { AppContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { answerLanguage } from './answer-language.ts';
import { languageQuery } from './application-params.ts';
import { applicationPolicy } from './application-policies.ts';
import { workQueue } from './dashboard-queries.ts';

const dashboardQuery = z.object({ language: languageQuery });

/** GET /api/admin/dashboard: the staff work queue (what waits, oldest first; closing soon; activity). */
export function createDashboardRouter(context: AppContext): Router {
  const router = Router();
  router.get('/api/admin/dashboard', applicationPolicy.guard('review'), async (req, res) => {
    const { language } = parseInput(dashboardQuery, req.query);
    const { id } = currentActor(req);
    res.json({ data: await workQueue(context.db, answerLanguage(req, language), context.clock.now(), id) });
  });
  return router;
}
