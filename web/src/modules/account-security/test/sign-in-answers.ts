import type { Role } from '@bourses/common/statuses';
import type { StubAnswer } from '@/modules/account-security/test/stub-graphql-server';

/** The user a completed sign-in answers with (SessionUserFields). */
const sessionUser = (role: Role = 'CLIENT') => ({
  __typename: 'User',
  id: role === 'CLIENT' ? '7' : '2',
  email: role === 'CLIENT' ? 'salma@example.ma' : 'agent@example.ma',
  firstName: 'Salma',
  lastName: 'Bennani',
  fullName: 'Salma Bennani',
  role,
  approvalStatus: 'APPROVED',
  isApproved: true,
  isVerified: true,
  approvalDate: '2026-01-05T10:00:00.000Z',
  phoneNumber: null,
  rejectionReason: null,
});

const NO_CHALLENGE = { secondFactorRequired: false, enrolmentRequired: false, challenge: null, secondFactors: null };

/** A LoginPayload that signs in. */
export const signedInPayload = (role: Role = 'CLIENT') => ({
  __typename: 'LoginPayload',
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  user: sessionUser(role),
  ...NO_CHALLENGE,
});

/** A LoginPayload of a right password on an account with two-step sign-in (or staff to enrol). */
export const challengePayload = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'LoginPayload',
  accessToken: null,
  refreshToken: null,
  user: null,
  secondFactorRequired: true,
  enrolmentRequired: false,
  challenge: 'challenge-1',
  secondFactors: ['TOTP'],
  ...overrides,
});

/** A refusal as the bff passes the api's on. */
export const refusal = (message: string, upstreamCode: string, code = 'UNAUTHENTICATED'): StubAnswer => ({
  error: { message, code, upstreamCode },
});
