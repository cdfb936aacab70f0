import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { applicationPolicy } from './application-policies.ts';
import { dashboardCounts } from './dashboard-queries.ts';

/** GET /api/admin/dashboard: what awaits the staff (accounts to approve, applications, open scholarships). */
export function createDashboardRouter(context: AppContext): Router {
  const router = Router();
  router.get('/api/admin/dashboard', applicationPolicy.guard('review'), async (_req, res) => {
    res.json({ data: await dashboardCounts(context.db, context.clock.now()) });
  });
  return router;
}
