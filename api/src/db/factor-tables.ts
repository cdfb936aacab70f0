import type { ColumnType, Generated } from 'kysely';
import type { SecondFactorKind } from '#api/contract/second-factor-answer.ts';

/** One confirmed second factor of an account (migration 0026). */
export interface SecondFactorsTable {
  id: Generated<string>;
  userId: string;
  kind: SecondFactorKind;
  name: string;
  /** TOTP only: the shared secret in base32, which the code is computed from. */
  totpSecret: string | null;
  /** TOTP only: the time step of the last code accepted; that step and earlier ones are refused (replays). */
  totpLastStep: number | null;
  /** PASSKEY only: the credential's id (base64url), its COSE public key (base64url), signature counter and transports. */
  credentialId: string | null;
  publicKey: string | null;
  counter: number | null;
  transports: string[] | null;
  createdAt: ColumnType<Date, Date, never>;
  lastUsedAt: Date | null;
}

/** One of the 10 single-use recovery codes, stored as a hash only. */
export interface RecoveryCodesTable {
  id: Generated<string>;
  userId: string;
  codeHash: string;
  usedAt: Date | null;
  createdAt: ColumnType<Date, Date, never>;
}

/** What a right password opened: a second factor to give, or (staff without one) a factor to enrol. */
export type ChallengePurpose = 'sign-in' | 'enrolment';

/** A sign-in waiting for its second step, valid 5 minutes, ended by 5 wrong answers. */
export interface SignInChallengesTable {
  id: Generated<string>;
  tokenHash: string;
  userId: string;
  purpose: ChallengePurpose;
  expiresAt: Date;
  failures: ColumnType<number, number | undefined, number>;
  /** The WebAuthn challenge of the passkey prompt, once asked for (passkeySignInOptions). */
  webauthnChallenge: string | null;
  createdAt: ColumnType<Date, Date, never>;
}

/** A factor being added (one at a time per account): the TOTP secret shown once, or the passkey prompt's challenge. */
export interface FactorEnrolmentsTable {
  userId: string;
  kind: SecondFactorKind;
  totpSecret: string | null;
  webauthnChallenge: string | null;
  expiresAt: Date;
}

export interface FactorTables {
  secondFactors: SecondFactorsTable;
  recoveryCodes: RecoveryCodesTable;
  signInChallenges: SignInChallengesTable;
  factorEnrolments: FactorEnrolmentsTable;
}
