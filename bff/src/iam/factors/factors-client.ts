import { z } from 'zod';
import {
  factorEnrolmentAnswerSchema,
  secondFactorsAnswerSchema,
  signInAnswerSchema,
  totpEnrolmentAnswerSchema,
} from '@bourses/api/contract';
import { messageOf, objectData, UpstreamContractError } from '../../rest/envelopes.ts';
import { idSegment } from '../../rest/resource-id.ts';
import type { RestClient } from '../../rest/rest-client.ts';

// WebAuthn options go to the browser as the api wrote them: only their being an object is checked.
const webAuthnOptionsSchema = z.record(z.string(), z.unknown());

/** One answer to a sign-in's challenge, as the mutation received it. */
export interface SecondFactorAnswer {
  code?: string | null;
  recoveryCode?: string | null;
  passkey?: string | null;
}

/** A sign-in's challenge in a body: at sign-in, the enrolment routes take it; signed in, none is sent. */
const enrolmentPath = (challenge: string | null | undefined, kind: 'totp' | 'passkey', step = '') =>
  challenge ? `/api/iam/public/auth/enrolment/${kind}${step}` : `/api/iam/auth/factors/${kind}${step}`;

const withChallenge = (challenge: string | null | undefined, body: Record<string, unknown> = {}) =>
  challenge ? { ...body, challenge } : body;

/**
 * Second factors (/api/iam/public/auth/… at sign-in, /api/iam/auth/factors signed in). Passkey JSON
 * (@simplewebauthn/browser's) goes through as strings: the api reads them.
 */
export function createFactorsClient(rest: RestClient) {
  return {
    async completeSignIn(challenge: string, answer: SecondFactorAnswer) {
      const body = await rest.send('POST', '/api/iam/public/auth/complete-sign-in', {
        challenge,
        ...(answer.code ? { code: answer.code } : {}),
        ...(answer.recoveryCode ? { recoveryCode: answer.recoveryCode } : {}),
        ...(answer.passkey ? { passkey: answer.passkey } : {}),
      });
      const parsed = signInAnswerSchema.safeParse(body);
      if (!parsed.success) throw new UpstreamContractError(`complete-sign-in: ${parsed.error.message}`);
      return parsed.data;
    },
    async passkeySignInOptions(challenge: string) {
      const body = await rest.send('POST', '/api/iam/public/auth/passkey-options', { challenge });
      return JSON.stringify(objectData(webAuthnOptionsSchema, body, 'passkeySignInOptions'));
    },
    async startTotpEnrolment(challenge: string | null | undefined) {
      const body = await rest.send('POST', enrolmentPath(challenge, 'totp'), withChallenge(challenge));
      return objectData(totpEnrolmentAnswerSchema, body, 'startTotpEnrolment');
    },
    async confirmTotpEnrolment(code: string, challenge: string | null | undefined) {
      const body = await rest.send(
        'POST',
        enrolmentPath(challenge, 'totp', '/confirm'),
        withChallenge(challenge, { code }),
      );
      return objectData(factorEnrolmentAnswerSchema, body, 'confirmTotpEnrolment');
    },
    async startPasskeyEnrolment(challenge: string | null | undefined) {
      const body = await rest.send('POST', enrolmentPath(challenge, 'passkey'), withChallenge(challenge));
      return JSON.stringify(objectData(webAuthnOptionsSchema, body, 'startPasskeyEnrolment'));
    },
    async confirmPasskeyEnrolment(
      response: string,
      name: string | null | undefined,
      challenge: string | null | undefined,
    ) {
      const body = await rest.send(
        'POST',
        enrolmentPath(challenge, 'passkey', '/confirm'),
        withChallenge(challenge, { response, ...(name ? { name } : {}) }),
      );
      return objectData(factorEnrolmentAnswerSchema, body, 'confirmPasskeyEnrolment');
    },
    async mySecondFactors() {
      return objectData(
        secondFactorsAnswerSchema,
        await rest.get('/api/iam/auth/factors'),
        'mySecondFactors',
      );
    },
    async removeSecondFactor(id: string) {
      return messageOf(await rest.send('DELETE', `/api/iam/auth/factors/${idSegment(id)}`));
    },
    async resetSecondFactors(userId: string) {
      return messageOf(await rest.send('DELETE', `/api/iam/users/${idSegment(userId)}/factors`));
    },
  };
}

export type FactorsClient = ReturnType<typeof createFactorsClient>;
