import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { AppError } from '#api/http/app-error.ts';
import { parseInput } from '#api/http/validate.ts';
import { findUserById } from './find-user.ts';
import { noStore } from './no-store.ts';
import { rotateRefreshToken } from './refresh-tokens.ts';

const refreshSchema = z.object({
  refreshToken: z
    .string({ error: 'REFRESH_TOKEN_MISSING' })
    .min(1, 'REFRESH_TOKEN_MISSING')
    .max(200, 'REFRESH_FAILED'),
});

/** POST /api/iam/public/auth/refresh: a refresh token buys a new pair in the same session. */
export function createRefreshRouter(context: AppContext): Router {
  const router = Router();
  router.post('/api/iam/public/auth/refresh', noStore, async (req, res) => {
    const { refreshToken } = parseInput(refreshSchema, req.body ?? {});

    const rotated = await rotateRefreshToken(
      context.db,
      context.refreshSuccessor,
      refreshToken,
      context.clock.now(),
    );
    const user = await findUserById(context.db, rotated.userId);
    if (!user) throw new AppError(401, 'REFRESH_FAILED');
    const { token: accessToken } = await context.accessTokens.issue({
      userId: user.id,
      sessionId: rotated.familyId,
      role: user.role,
      approvalStatus: user.approvalStatus,
    });

    res.json({ accessToken, refreshToken: rotated.refreshToken });
  });
  return router;
}
