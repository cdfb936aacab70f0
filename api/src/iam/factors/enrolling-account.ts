import type { SessionOrigin } from '../session/session-tokens.ts';
import type { SignInChallenge } from './sign-in-challenges.ts';

/**
 * Who is adding a factor: a signed-in user (recently authenticated), or a staff member at sign-in
 * whose enrolment challenge is the only thing the password gave them.
 */
export type EnrollingAccount =
  | { via: 'session'; userId: string }
  | { via: 'challenge'; userId: string; challenge: SignInChallenge; origin: SessionOrigin };
