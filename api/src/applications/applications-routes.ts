import { Router } from 'express';
import type { AppContext } from '../context.ts';

/** Applications: the student's (apply, resubmit, withdraw, follow) and the staff review. */
export function createApplicationsRouter(_context: AppContext): Router {
  const router = Router();
  return router;
}
