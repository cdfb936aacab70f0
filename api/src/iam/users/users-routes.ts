import { Router } from 'express';
import type { AppContext } from '../../context.ts';

/** Staff account management, approval and the users' documents. */
export function createUsersRouter(_context: AppContext): Router {
  const router = Router();
  return router;
}
