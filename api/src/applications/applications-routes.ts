import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { createApplicationReadRouter } from './application-read-routes.ts';
import { createApplicationCaseworkRouter } from './casework-routes.ts';
import { createDashboardRouter } from './dashboard-routes.ts';
import { createReviewRouter } from './review-routes.ts';
import { createStudentApplicationRouter } from './student-application-routes.ts';

/** Applications: the student's (apply, resubmit, withdraw, follow) and the staff review. */
export function createApplicationsRouter(context: AppContext): Router {
  const router = Router();
  router.use(createApplicationReadRouter(context));
  router.use(createStudentApplicationRouter(context));
  router.use(createReviewRouter(context));
  router.use(createApplicationCaseworkRouter(context));
  router.use(createDashboardRouter(context));
  return router;
}
