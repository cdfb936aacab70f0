import { Router, type Request } from 'express';
import { callerOf } from '#api/audit/audit-log.ts';
import { currentActor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { parseUserId } from '../users/user-id.ts';
import { endOtherSessions, endOwnSession, endUserSessions } from './end-sessions.ts';
import { presentSession } from './session-presenter.ts';
import { listLiveSessions } from './session-queries.ts';
import { sessionsPolicy } from './sessions-policy.ts';

/**
 * The caller's sessions (GET /api/iam/sessions, DELETE /api/iam/sessions/:id, POST
 * /api/iam/sessions/end-others) and an ADMIN's DELETE /api/iam/users/:id/sessions. An ended session's
 * refresh token is refused and its access tokens fail the session check of the next request.
 */
export function createSessionsRouter(context: AppContext): Router {
  const router = Router();
  const ended = (req: Request, key: 'ONE_SESSION_ENDED' | 'SESSIONS_ENDED') => ({
    success: true,
    message: translate(key, requestLanguage(req)),
  });

  router.get('/api/iam/sessions', sessionsPolicy.guard('manageOwn'), async (req, res) => {
    const actor = currentActor(req);
    const rows = await listLiveSessions(context.db, actor.id, actor.sessionId, context.clock.now());
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: rows.map((row) => presentSession(row, actor.sessionId)) });
  });

  router.post('/api/iam/sessions/end-others', sessionsPolicy.guard('manageOwn'), async (req, res) => {
    await endOtherSessions(context, currentActor(req));
    res.json(ended(req, 'SESSIONS_ENDED'));
  });

  router.delete('/api/iam/sessions/:id', sessionsPolicy.guard('manageOwn'), async (req, res) => {
    await endOwnSession(context, currentActor(req), String(req.params.id));
    res.json(ended(req, 'ONE_SESSION_ENDED'));
  });

  router.delete('/api/iam/users/:id/sessions', sessionsPolicy.guard('endUserSessions'), async (req, res) => {
    const userId = parseUserId(req.params.id);
    await endUserSessions(context, callerOf(req), userId);
    req.log.info({ actorId: req.actor?.id, userId }, 'sessions ended');
    res.json(ended(req, 'SESSIONS_ENDED'));
  });

  return router;
}
