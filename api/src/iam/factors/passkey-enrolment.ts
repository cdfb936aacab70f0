import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/server';
import type { AppContext } from '#api/context.ts';
import { AppError } from '#api/http/app-error.ts';
import { findUserById } from '../session/find-user.ts';
import type { EnrollingAccount } from './enrolling-account.ts';
import { startEnrolment, startedEnrolment } from './factor-enrolments.ts';
import { passkeyJson, registrationResponseSchema } from './factor-schemas.ts';
import { passkeysOf } from './passkeys.ts';
import { PASSKEY_ALGORITHMS, relyingPartyOf } from './relying-party.ts';
import { saveSecondFactor, type SavedSecondFactor } from './save-second-factor.ts';
import { countWrongAnswer } from './sign-in-challenges.ts';

/** Starts adding a passkey: the options of the browser's prompt, whose challenge is kept for the answer. */
export async function startPasskeyEnrolment(
  context: AppContext,
  account: EnrollingAccount,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { db, clock, config } = context;
  const user = await findUserById(db, account.userId);
  if (!user) throw new AppError(401, 'ACCOUNT_NOT_FOUND');
  const relyingParty = relyingPartyOf(config);
  const options = await generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    attestationType: 'none',
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    // The same authenticator twice would be one way in counted as two.
    excludeCredentials: (await passkeysOf(db, user.id)).map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await startEnrolment(db, user.id, { kind: 'PASSKEY', webauthnChallenge: options.challenge }, clock.now());
  return options;
}

/**
 * Confirms a passkey with the browser's answer to the prompt: made for this site and this prompt's
 * challenge, its public key is kept. At sign-in, an answer that fails counts against the challenge.
 */
export async function confirmPasskeyEnrolment(
  context: AppContext,
  account: EnrollingAccount,
  confirmation: { response: unknown; name: string },
): Promise<SavedSecondFactor> {
  const { db, clock, config } = context;
  const pending = await startedEnrolment(db, account.userId, 'PASSKEY', clock.now());
  const response = passkeyJson(registrationResponseSchema, confirmation.response);
  const relyingParty = relyingPartyOf(config);
  const verification = pending.webauthnChallenge
    ? await verifyRegistrationResponse({
        response,
        expectedChallenge: pending.webauthnChallenge,
        expectedOrigin: relyingParty.origin,
        expectedRPID: relyingParty.id,
        supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
        // A second factor: the key's presence is enough, its PIN or fingerprint is the password's job.
        requireUserVerification: false,
      }).catch(() => null)
    : null;
  if (!verification?.verified) {
    if (account.via === 'challenge' && (await countWrongAnswer(db, account.challenge.id))) {
      throw new AppError(401, 'SECOND_FACTOR_ATTEMPTS_EXHAUSTED');
    }
    throw new AppError(400, 'PASSKEY_RESPONSE_INVALID');
  }
  const { credential } = verification.registrationInfo;
  return saveSecondFactor(context, account, {
    kind: 'PASSKEY',
    name: confirmation.name,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? null,
  });
}
