// The rate limiter prunes expired counters now and then, at random (api/src/abuse/database-rate-limiter.ts):
// housekeeping that depends on no caller, left out where tests compare the statements of two requests.

const PRUNING = 'delete from "rate_limits"';

/** The statements but the limiter's occasional pruning of expired counters. */
export const withoutCounterPruning = (statements: readonly string[]) =>
  statements.filter((statement) => !statement.startsWith(PRUNING));
