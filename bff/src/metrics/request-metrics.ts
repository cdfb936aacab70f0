import type { Request, RequestHandler } from 'express';
import type { Histogram } from 'prom-client';
import type { HttpLabel } from './metrics.ts';

/** The route of a request that nothing answered but the last 404. */
export const UNMATCHED_ROUTE = 'unmatched';

// Mounted middleware (Apollo, static files) has no route of its own: it names itself with labelRoute.
const labels = new WeakMap<Request, string>();

/** Names the requests reaching this point ('/graphql'): a fixed label, where no route pattern exists. */
export function labelRoute(label: string): RequestHandler {
  return (req, _res, next) => {
    labels.set(req, label);
    next();
  };
}

/** The pattern of the route that answered ('/files/{*rest}'), else the label, never the path. */
function routeOf(req: Request): string {
  const route: unknown = req.route;
  if (typeof route === 'object' && route !== null && 'path' in route && typeof route.path === 'string') {
    return `${req.baseUrl}${route.path}`;
  }
  return labels.get(req) ?? UNMATCHED_ROUTE;
}

/** Times every request until its answer is sent ('aborted' when the caller hung up first). */
export function measureRequests(histogram: Histogram<HttpLabel>): RequestHandler {
  return (req, res, next) => {
    const end = histogram.startTimer();
    res.once('close', () => {
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      end({ method: req.method, route: routeOf(req), status });
    });
    next();
  };
}
