import type { Request } from 'express';
import { clientAddress } from '#api/http/rate-limit.ts';
import type { SessionOrigin } from './session-tokens.ts';

/** Where a request signing in comes from: its client address and User-Agent (the bff passes the browser's on). */
export const sessionOrigin = (req: Request): SessionOrigin => ({
  address: clientAddress(req),
  userAgent: req.get('user-agent'),
});
