import type { Clock } from '../src/auth/clock.ts';

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  advance(milliseconds: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
