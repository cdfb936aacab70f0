import { z } from 'zod';
import { APPROVAL_STATUSES } from '@bourses/common/statuses';
import { userAnswerSchema } from './user-answer.ts';

/** TOTP: an authenticator app's code; PASSKEY: a WebAuthn credential. */
export const SECOND_FACTOR_KINDS = ['TOTP', 'PASSKEY'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];

/** A second factor as its owner sees it (iam/factors/second-factors.ts): never its secret or key. */
export const secondFactorAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(SECOND_FACTOR_KINDS),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

/** GET /api/iam/auth/factors: the signed-in user's factors and unused recovery codes. */
export const secondFactorsAnswerSchema = z.object({
  factors: z.array(secondFactorAnswerSchema),
  recoveryCodesLeft: z.number().int(),
});

/** An authenticator app being added: its secret, shown once, as text, URI and QR code. */
export const totpEnrolmentAnswerSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrCode: z.string(),
});

/** A right password (or reset link) and every step met: the tokens. */
export const signedInAnswerSchema = z.object({
  success: z.literal(true),
  secondFactorRequired: z.literal(false),
  enrolmentRequired: z.literal(false),
  accessToken: z.string(),
  refreshToken: z.string(),
  user: userAnswerSchema,
  approvalStatus: z.enum(APPROVAL_STATUSES),
  isApproved: z.boolean(),
  message: z.string().optional(),
});

/** A right password that opens a second step instead of tokens: a factor to give, or (staff) one to enrol. */
export const challengedAnswerSchema = z.object({
  success: z.literal(true),
  secondFactorRequired: z.boolean(),
  enrolmentRequired: z.boolean(),
  challenge: z.string(),
  challengeExpiresAt: z.string(),
  secondFactors: z.array(z.enum(SECOND_FACTOR_KINDS)),
  message: z.string().optional(),
});

/** The answer of login, reset-password and complete-sign-in. */
export const signInAnswerSchema = z.union([challengedAnswerSchema, signedInAnswerSchema]);

/** A confirmed factor: the recovery codes once (first factor), the tokens when it met a sign-in's challenge. */
export const factorEnrolmentAnswerSchema = z.object({
  factor: secondFactorAnswerSchema,
  recoveryCodes: z.array(z.string()),
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
  user: userAnswerSchema.nullable(),
});

export type SecondFactorAnswer = z.infer<typeof secondFactorAnswerSchema>;
export type SecondFactorsAnswer = z.infer<typeof secondFactorsAnswerSchema>;
export type TotpEnrolmentAnswer = z.infer<typeof totpEnrolmentAnswerSchema>;
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;
export type ChallengedAnswer = z.infer<typeof challengedAnswerSchema>;
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;
export type FactorEnrolmentAnswer = z.infer<typeof factorEnrolmentAnswerSchema>;
