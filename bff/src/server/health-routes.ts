import { Router } from 'express';
import fetch from 'node-fetch';
import { REQUEST_ID_HEADER } from '@bourses/common/request-id';
import type { BffConfig } from '../config/config.ts';
import type { Logger } from '../logging/logger.ts';
import type { UpstreamAgents } from '../rest/rest-client.ts';
import { currentRequestId } from './request-id.ts';

const HEALTH_TIMEOUT_MS = 2000;

const requestIdHeader = (): Record<string, string> => {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
};

/** GET /healthz: 200 when the api (and its database) answers healthy, 503 otherwise. */
export function createHealthRouter(config: BffConfig, agents: UpstreamAgents, logger: Logger): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    try {
      const response = await fetch(`${config.apiUrl}/healthz`, {
        agent: (url) => (url.protocol === 'https:' ? agents.https : agents.http),
        signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        headers: requestIdHeader(),
      });
      const api: unknown = await response.json().catch(() => null);
      res.status(response.ok ? 200 : 503).json({ status: response.ok ? 'ok' : 'unavailable', api });
    } catch (error) {
      logger.warn({ err: error }, 'api health check failed');
      res.status(503).json({ status: 'unavailable', api: { status: 'unreachable' } });
    }
  });
  return router;
}
