import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/database.ts';
import { AppError } from '#api/http/app-error.ts';
import { authenticationResponseSchema, jsonValue } from './factor-schemas.ts';
import { relyingPartyOf } from './relying-party.ts';
import { rememberWebAuthnChallenge, type SignInChallenge } from './sign-in-challenges.ts';

/** The account's passkeys as WebAuthn names them: credential id and transports. */
export async function passkeysOf(
  db: Database,
  userId: string,
): Promise<{ id: string; transports?: string[] }[]> {
  const rows = await db
    .selectFrom('secondFactors')
    .select(['credentialId', 'transports'])
    .where('userId', '=', userId)
    .where('kind', '=', 'PASSKEY')
    .execute();
  return rows.flatMap(({ credentialId, transports }) =>
    credentialId ? [{ id: credentialId, ...(transports ? { transports } : {}) }] : [],
  );
}

/** The options of the browser's passkey prompt for a challenged sign-in; its WebAuthn challenge is kept on the sign-in's. */
export async function passkeySignInOptions(
  { db, config }: AppContext,
  challenge: SignInChallenge,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await passkeysOf(db, challenge.userId);
  if (passkeys.length === 0) throw new AppError(400, 'NO_PASSKEY');
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(config).id,
    allowCredentials: passkeys,
    userVerification: 'preferred',
  });
  await rememberWebAuthnChallenge(db, challenge.id, options.challenge);
  return options;
}

/**
 * Whether a passkey of the account answered the prompt of this sign-in, for this site. Its
 * signature counter moves on in a conditional update: an answer replayed in parallel counts once.
 * Answers the factor's id, or null.
 */
export async function acceptPasskeyAnswer(
  { db, config, clock }: AppContext,
  challenge: SignInChallenge,
  answer: unknown,
): Promise<string | null> {
  const response = authenticationResponseSchema.safeParse(jsonValue(answer));
  if (!response.success || !challenge.webauthnChallenge) return null;
  const passkey = await db
    .selectFrom('secondFactors')
    .select(['id', 'credentialId', 'publicKey', 'counter', 'transports'])
    .where('userId', '=', challenge.userId)
    .where('kind', '=', 'PASSKEY')
    .where('credentialId', '=', response.data.id)
    .executeTakeFirst();
  if (!passkey?.credentialId || !passkey.publicKey || passkey.counter === null) return null;
  const relyingParty = relyingPartyOf(config);
  const verification = await verifyAuthenticationResponse({
    response: response.data,
    expectedChallenge: challenge.webauthnChallenge,
    expectedOrigin: relyingParty.origin,
    expectedRPID: relyingParty.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      ...(passkey.transports ? { transports: passkey.transports } : {}),
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return null;
  const moved = await db
    .updateTable('secondFactors')
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: clock.now() })
    .where('id', '=', passkey.id)
    .where('counter', '=', passkey.counter)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n ? passkey.id : null;
}
