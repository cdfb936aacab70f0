import type { Request, Response } from 'express';

// A visitor's catalogue is the same for everyone, so browsers and shared caches may keep it. A
// minute, because a deadline passing at midnight (Casablanca) or a staff edit changes what it
// says; past that minute a cache may answer the stale copy for five more while it revalidates in
// the background (the api checks the deadline again on applying, so a stale "open" only misleads
// the page, never the rule).
const VISITOR_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Answers a public read: cacheable for visitors, never stored for a signed-in caller (staff see
 * every language and the application counts). The strong ETag of the body (app.ts) turns a
 * matching `If-None-Match` into a 304.
 */
export function sendPublicRead(req: Request, res: Response, data: unknown): void {
  // The answer's language follows Accept-Language and its shape the caller's token.
  res.vary('Accept-Language').vary('Authorization');
  res.set('Cache-Control', req.actor ? 'private, no-store' : VISITOR_CACHE_CONTROL);
  res.json({ data });
}
