import type { Router } from 'express';
import type { AppContext } from '#api/context.ts';
import { createMailedTokenRequestRouter } from '../mailed-tokens/request-mailed-token-route.ts';

/**
 * POST /api/iam/public/auth/resend-verification: a new link to an unverified account, at most one a
 * minute, in place of its unused ones; always the same answer, whatever the address.
 */
export const createResendVerificationRouter = (context: AppContext): Router =>
  createMailedTokenRequestRouter(context, {
    path: '/api/iam/public/auth/resend-verification',
    request: 'verification',
    answer: 'VERIFICATION_RESENT',
  });
