import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { createAuthRouter } from './auth/auth-routes.ts';
import { createUsersRouter } from './users/users-routes.ts';

/** Every identity endpoint of spec section 7 (/api/iam/...). */
export function createIamRouter(context: AppContext): Router {
  const router = Router();
  router.use(createAuthRouter(context));
  router.use(createUsersRouter(context));
  return router;
}
