import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from '../server/request-id.ts';

export type { Logger };

/**
 * Structured JSON logs on stdout (or `destination`: tests read them); tokens and passwords never
 * logged. A line written while serving a request carries its `requestId`.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'bff' },
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken', '*.accessToken'],
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}
