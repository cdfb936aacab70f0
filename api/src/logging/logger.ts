import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout (or `destination`: tests read them); secrets never logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'api' },
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken'],
    },
    destination,
  );
}
