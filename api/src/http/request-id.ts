import type { IncomingMessage, ServerResponse } from 'node:http';
import { newRequestId, REQUEST_ID_HEADER, wellFormedRequestId } from '@bourses/common/request-id';

/**
 * pino-http's `genReqId`: the id the bff sent (only a well-formed one: it goes into every log line),
 * else a new one; answered in the same header so that a caller can quote it.
 */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const sent = req.headers[REQUEST_ID_HEADER.toLowerCase()];
  const id = wellFormedRequestId(typeof sent === 'string' ? sent : undefined) ?? newRequestId();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
