import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { createFactorRouter } from './factors/factor-routes.ts';
import { createSignInStepRouter } from './factors/sign-in-step-routes.ts';
import { createLoginRouter } from './login/login-route.ts';
import { createDataExportRouter } from './my-data/data-export-route.ts';
import { createDeleteOwnAccountRouter } from './my-data/delete-own-account-route.ts';
import { createResubmitDocumentsRouter } from './documents/resubmit-documents-route.ts';
import { createChangePasswordRouter } from './password/change-password-route.ts';
import { createForgotPasswordRouter } from './password-reset/forgot-password-route.ts';
import { createResetPasswordRouter } from './password-reset/reset-password-route.ts';
import { createRegisterRouter } from './register/register-route.ts';
import { createLogoutRouter } from './session/logout-route.ts';
import { createMeRouter } from './session/me-route.ts';
import { createRefreshRouter } from './session/refresh-route.ts';
import { createReauthenticateRouter } from './reauthentication/reauthenticate-route.ts';
import { createChangeEmailRouter } from './verification/change-email-route.ts';
import { createResendVerificationRouter } from './verification/resend-verification-route.ts';
import { createVerifyRouter } from './verification/verify-route.ts';

/**
 * Sign-up, e-mail verification, sign-in, a forgotten password, refresh and sign-out: they need no identity, so they are
 * mounted before authentication and an expired or ended access token sent along never stops them.
 */
export function createPublicAuthRouter(context: AppContext): Router {
  const router = Router();
  router.use(createRegisterRouter(context));
  router.use(createVerifyRouter(context));
  router.use(createResendVerificationRouter(context));
  router.use(createLoginRouter(context));
  router.use(createSignInStepRouter(context));
  router.use(createForgotPasswordRouter(context));
  router.use(createResetPasswordRouter(context));
  router.use(createRefreshRouter(context));
  router.use(createLogoutRouter(context));
  return router;
}

/**
 * The signed-in user's own account: me, password change, their data (export, deletion), and what a
 * student not approved yet can do about it (correct an unverified address, send new documents).
 */
export function createAccountRouter(context: AppContext): Router {
  const router = Router();
  router.use(createMeRouter(context));
  router.use(createChangePasswordRouter(context));
  router.use(createReauthenticateRouter(context));
  router.use(createDataExportRouter(context));
  router.use(createDeleteOwnAccountRouter(context));
  router.use(createChangeEmailRouter(context));
  router.use(createFactorRouter(context));
  router.use(createResubmitDocumentsRouter(context));
  return router;
}
