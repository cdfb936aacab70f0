import type { Request, RequestHandler } from 'express';
import type { Histogram } from 'prom-client';
import type { HttpLabel } from './metrics.ts';

/** The route of a request answered before any route matched: an unknown address, a refused token, a bad body. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The pattern of the route that answered ('/api/scholarships/:id'), never the path: each id would be a series. */
function routePattern(req: Request): string {
  const route: unknown = req.route;
  if (typeof route === 'object' && route !== null && 'path' in route && typeof route.path === 'string') {
    return `${req.baseUrl}${route.path}`;
  }
  return UNMATCHED_ROUTE;
}

/** Times every request until its answer is sent ('aborted' when the caller hung up first). */
export function measureRequests(histogram: Histogram<HttpLabel>): RequestHandler {
  return (req, res, next) => {
    const end = histogram.startTimer();
    res.once('close', () => {
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      end({ method: req.method, route: routePattern(req), status });
    });
    next();
  };
}
