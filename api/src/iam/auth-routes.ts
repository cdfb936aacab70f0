import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { createLoginRouter } from './login/login-route.ts';
import { createChangePasswordRouter } from './password/change-password-route.ts';
import { createRegisterRouter } from './register/register-route.ts';
import { createLogoutRouter } from './session/logout-route.ts';
import { createMeRouter } from './session/me-route.ts';
import { createRefreshRouter } from './session/refresh-route.ts';
import { createResendVerificationRouter } from './verification/resend-verification-route.ts';
import { createVerifyRouter } from './verification/verify-route.ts';

/**
 * Sign-up, e-mail verification, sign-in, refresh and sign-out: they need no identity, so they are
 * mounted before authentication and an expired or ended access token sent along never stops them.
 */
export function createPublicAuthRouter(context: AppContext): Router {
  const router = Router();
  router.use(createRegisterRouter(context));
  router.use(createVerifyRouter(context));
  router.use(createResendVerificationRouter(context));
  router.use(createLoginRouter(context));
  router.use(createRefreshRouter(context));
  router.use(createLogoutRouter(context));
  return router;
}

/** The signed-in user's own account: me and password change. */
export function createAccountRouter(context: AppContext): Router {
  const router = Router();
  router.use(createMeRouter(context));
  router.use(createChangePasswordRouter(context));
  return router;
}
