import { Router } from 'express';
import { metricsAccessAllowed } from '@bourses/common/metrics-access';
import type { BffConfig } from '../config/config.ts';
import { bffMessage } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';
import type { BffMetrics } from './metrics.ts';

/** GET /metrics: Prometheus's text format; in production only for the bearer of METRICS_TOKEN. */
export function createMetricsRouter(config: BffConfig, metrics: BffMetrics): Router {
  const router = Router();
  router.get('/metrics', async (req, res) => {
    if (!metricsAccessAllowed(config, req.get('authorization'))) {
      // The coded 404 of an address the bff does not serve: nothing says a page is here.
      res.status(404).json({ message: bffMessage('NOT_FOUND', currentLanguage()), code: 'ROUTE_NOT_FOUND' });
      return;
    }
    res.type(metrics.contentType).send(await metrics.scrape());
  });
  return router;
}
