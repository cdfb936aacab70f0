import { Router } from 'express';
import { bffMessage } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';
import { drawCover, parseCoverName } from './default-cover.ts';

/**
 * GET /static/covers/{palette}-{pattern}-{initials}.svg: the default covers, drawn on request. The
 * address holds everything drawn, so an answer never changes: cached for a year.
 */
export function createCoverRouter(): Router {
  const router = Router();
  router.get('/static/covers/:name', (req, res) => {
    const cover = parseCoverName(String(req.params.name));
    if (!cover) {
      res.status(404).json({ message: bffMessage('NOT_FOUND', currentLanguage()), code: 'ROUTE_NOT_FOUND' });
      return;
    }
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .set('X-Content-Type-Options', 'nosniff')
      .send(drawCover(cover));
  });
  return router;
}
