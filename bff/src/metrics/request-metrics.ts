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
    const measured = () => {
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      end({ method: req.method, route: routeOf(req), status });
    };
    // A caller who hung up while the answer replay read the body was gone before Express started:
    // measured once Express has named the route.
    if (res.destroyed) setImmediate(measured);
    else res.once('close', measured);
    next();
  };
}

/**
 * Times the answers replayed before Express (catalogue-cache/answer-replay.ts), counted as the
 * route's 200s: the labels are looked up once, so each answer costs one observation.
 */
export function replayedAnswers(histogram: Histogram<HttpLabel>, route: string): (seconds: number) => void {
  const answers = histogram.labels({ method: 'POST', route, status: '200' });
  return (seconds) => answers.observe(seconds);
}
