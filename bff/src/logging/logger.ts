import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout; tokens and passwords never logged. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'bff' },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken', '*.accessToken'],
  });
}
