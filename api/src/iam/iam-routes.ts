import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { createFailedMailsRouter } from '../mail/failed-mails-routes.ts';
import { createAccountRouter } from './auth-routes.ts';
import { createUsersRouter } from './users/users-routes.ts';
import { createSessionsRouter } from './sessions/sessions-routes.ts';

/** The identity endpoints that need the caller (/api/iam/...); the public ones are in createPublicAuthRouter. */
export function createIamRouter(context: AppContext): Router {
  const router = Router();
  router.use(createAccountRouter(context));
  router.use(createUsersRouter(context));
  router.use(createSessionsRouter(context));
  router.use(createFailedMailsRouter(context));
  return router;
}
