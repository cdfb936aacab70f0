import type { MessageKey } from '../i18n/messages.ts';
import { AppError } from './app-error.ts';

/**
 * A 429: the error handler adds `Retry-After` and fills the message's `{wait}` with the wait in
 * the caller's language.
 */
export class TooManyRequests extends AppError {
  readonly retryAfterMs: number;

  constructor(retryAfterMs: number, key: MessageKey = 'TOO_MANY_REQUESTS') {
    super(429, key);
    this.retryAfterMs = Math.max(1000, retryAfterMs);
  }

  get retryAfterSeconds(): number {
    return Math.ceil(this.retryAfterMs / 1000);
  }
}
