import type { Router } from 'express';
import type { AppContext } from '#api/context.ts';
import { createMailedTokenRequestRouter } from '../mailed-tokens/request-mailed-token-route.ts';

/**
 * POST /api/iam/public/auth/forgot-password: a reset link, valid one hour, at most one a minute per
 * account, in place of its unused ones; always the same answer, whatever the address (the look-up
 * and the mail are a job's: iam/account-mails).
 */
export const createForgotPasswordRouter = (context: AppContext): Router =>
  createMailedTokenRequestRouter(context, {
    path: '/api/iam/public/auth/forgot-password',
    request: 'password-reset',
    answer: 'PASSWORD_RESET_REQUESTED',
  });
