import { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { createLoginRouter } from './login/login-route.ts';
import { createChangePasswordRouter } from './password/change-password-route.ts';
import { createRegisterRouter } from './register/register-route.ts';
import { createLogoutRouter } from './session/logout-route.ts';
import { createMeRouter } from './session/me-route.ts';
import { createRefreshRouter } from './session/refresh-route.ts';
import { createResendVerificationRouter } from './verification/resend-verification-route.ts';
import { createVerifyRouter } from './verification/verify-route.ts';

/** Sign-up, e-mail verification, sign-in, refresh, sign-out, me and password change. */
export function createAuthRouter(context: AppContext): Router {
  const router = Router();
  router.use(createRegisterRouter(context));
  router.use(createVerifyRouter(context));
  router.use(createResendVerificationRouter(context));
  router.use(createLoginRouter(context));
  router.use(createRefreshRouter(context));
  router.use(createLogoutRouter(context));
  router.use(createMeRouter(context));
  router.use(createChangePasswordRouter(context));
  return router;
}
