// The api's codes for a sign-in challenge that can no longer be met: expired, already met, unknown, or
// ended by five wrong answers (docs/security.md). The sign-in then starts again from the password.
const ENDED_CHALLENGE_CODES: ReadonlySet<string> = new Set([
  'SIGN_IN_CHALLENGE_INVALID',
  'SIGN_IN_CHALLENGE_REQUIRED',
  'SECOND_FACTOR_ATTEMPTS_EXHAUSTED',
]);

/** Whether a refusal ends the sign-in under way (else the second step may simply be tried again). */
export const challengeEnded = (upstreamCode: string | null | undefined): boolean =>
  upstreamCode !== null && upstreamCode !== undefined && ENDED_CHALLENGE_CODES.has(upstreamCode);
