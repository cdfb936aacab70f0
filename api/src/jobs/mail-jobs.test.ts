import { describe, expect, it } from 'vitest';
import { MAIL_RETRY_WINDOW_SECONDS, mailRetries } from './mail-jobs.ts';

/** The shortest total wait before the last attempt, as pg-boss's backoff spaces the retries. */
function shortestWait({ retryLimit, retryDelay, retryDelayMax }: ReturnType<typeof mailRetries>): number {
  let total = 0;
  for (let retry = 0; retry < retryLimit; retry += 1)
    total += Math.min(retryDelay * 2 ** retry, retryDelayMax);
  return total;
}

describe('the mail retry schedule', () => {
  it('retries 18 times over 24 h 07 min at the shortest with the default first delay of a minute', () => {
    const retries = mailRetries(60);

    expect(retries.retryLimit).toBe(18);
    expect(shortestWait(retries)).toBe(86_820);
  });

  it.each([1, 5, 600, 3600])('still keeps trying for a whole day when the first delay is %i s', (delay) => {
    const retries = mailRetries(delay);

    expect(shortestWait(retries)).toBeGreaterThanOrEqual(MAIL_RETRY_WINDOW_SECONDS);
    expect(shortestWait({ ...retries, retryLimit: retries.retryLimit - 1 })).toBeLessThan(
      MAIL_RETRY_WINDOW_SECONDS,
    );
  });
});
