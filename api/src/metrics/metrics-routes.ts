import { Router } from 'express';
import { metricsAccessAllowed } from '@bourses/common/metrics-access';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/app-error.ts';

/** GET /metrics: Prometheus's text format; in production only for the bearer of METRICS_TOKEN. */
export function createMetricsRouter({ config, metrics }: AppContext): Router {
  const router = Router();
  router.get('/metrics', async (req, res) => {
    if (!metricsAccessAllowed(config, req.get('authorization'))) throw notFound();
    res.type(metrics.contentType).send(await metrics.scrape());
  });
  return router;
}
