import type { Presented } from '#api/contract/presented.ts';
import type {
  ChallengedAnswer,
  FactorEnrolmentAnswer,
  SignedInAnswer,
} from '#api/contract/second-factor-answer.ts';
import type { MessageKey } from '#api/i18n/messages.ts';
import type { SessionTokens } from '../session/session-tokens.ts';
import { presentUser, type UserRow } from '../user-presenter.ts';
import type { SavedSecondFactor } from './save-second-factor.ts';
import { presentSecondFactor } from './second-factors.ts';
import type { SecondStep } from './second-step.ts';

/** The signed-in user as they read themselves at sign-in, with whether two-step sign-in is on. */
const presentOwner = (user: UserRow, secondFactorEnabled: boolean) => ({
  ...presentUser(user),
  secondFactorEnabled,
});

/** A sign-in whose every step was met: the tokens and the user. */
export function signedInAnswer(
  user: UserRow,
  tokens: SessionTokens,
  message: string,
  secondFactorEnabled: boolean,
) {
  const presented = presentOwner(user, secondFactorEnabled);
  return {
    success: true,
    secondFactorRequired: false,
    enrolmentRequired: false,
    ...tokens,
    user: presented,
    approvalStatus: presented.approvalStatus,
    isApproved: presented.isApproved,
    message,
  } satisfies Presented<SignedInAnswer>;
}

/** A right password that opened a second step: the challenge, no token. */
export function challengedAnswer(step: SecondStep, message: string) {
  return {
    success: true,
    secondFactorRequired: step.purpose === 'sign-in',
    enrolmentRequired: step.purpose === 'enrolment',
    challenge: step.challenge,
    challengeExpiresAt: step.expiresAt,
    secondFactors: step.secondFactors,
    message,
  } satisfies Presented<ChallengedAnswer>;
}

/** What the challenged answer says to do next. */
export const secondStepMessage = (step: SecondStep): MessageKey =>
  step.purpose === 'sign-in' ? 'SECOND_FACTOR_REQUIRED' : 'SECOND_FACTOR_ENROLMENT_REQUIRED';

/** A confirmed factor: the recovery codes this once, and the tokens when it met a sign-in's challenge. */
export function enrolmentAnswer({ factor, recoveryCodes, signedIn }: SavedSecondFactor) {
  return {
    factor: presentSecondFactor(factor),
    recoveryCodes,
    accessToken: signedIn?.tokens.accessToken ?? null,
    refreshToken: signedIn?.tokens.refreshToken ?? null,
    user: signedIn ? presentOwner(signedIn.user, true) : null,
  } satisfies Presented<FactorEnrolmentAnswer>;
}
