import { Router } from 'express';
import type { AppContext } from '../../context.ts';

/** Sign-up, e-mail verification, sign-in, refresh, sign-out, me and password change. */
export function createAuthRouter(_context: AppContext): Router {
  const router = Router();
  return router;
}
