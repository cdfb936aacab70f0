import type { SignInAnswer } from '@bourses/api/contract';
import type { Language } from '@bourses/common/languages';
import { bffMessage } from '../../i18n/bff-messages.ts';

/**
 * The LoginPayload of a sign-in (login, resetPassword, completeSignIn): the tokens and the user, or,
 * while a second step is due, the challenge and no token.
 */
export function loginPayload(answer: SignInAnswer, language: Language) {
  if ('challenge' in answer) {
    return {
      success: true,
      accessToken: null,
      refreshToken: null,
      user: null,
      approvalStatus: null,
      isApproved: null,
      message: answer.message ?? null,
      secondFactorRequired: answer.secondFactorRequired,
      enrolmentRequired: answer.enrolmentRequired,
      challenge: answer.challenge,
      challengeExpiresAt: answer.challengeExpiresAt,
      secondFactors: answer.secondFactors,
    };
  }
  return {
    success: true,
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    user: answer.user,
    approvalStatus: answer.approvalStatus,
    isApproved: answer.approvalStatus === 'APPROVED',
    message: answer.message ?? bffMessage('LOGIN_SUCCESS', language),
    secondFactorRequired: false,
    enrolmentRequired: false,
    challenge: null,
    challengeExpiresAt: null,
    secondFactors: null,
  };
}
