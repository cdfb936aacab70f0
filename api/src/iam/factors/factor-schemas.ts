import { z } from 'zod';
import { AppError } from '#api/http/app-error.ts';
import { typeError } from '../account-fields.ts';

// The bodies of the second-factor routes. A passkey's JSON (from @simplewebauthn/browser) comes as
// an object or as the string the bff passes on; only its shape is checked here, the library checks
// the rest.

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

/** What startRegistration() answers. Unknown extension outputs are dropped: the server reads none. */
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).default({}),
});

/** What startAuthentication() answers. */
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).default({}),
});

const challengeField = z
  .string({ error: typeError('SIGN_IN_CHALLENGE_REQUIRED', 'SIGN_IN_CHALLENGE_INVALID') })
  .min(1, 'SIGN_IN_CHALLENGE_REQUIRED')
  .max(200, 'SIGN_IN_CHALLENGE_INVALID');

const codeField = (requiredKey: 'TOTP_CODE_REQUIRED' | 'SECOND_FACTOR_ANSWER_REQUIRED') =>
  z
    .string({ error: typeError(requiredKey) })
    .max(40, 'SECOND_FACTOR_INVALID')
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().min(1, requiredKey));

const nameField = z
  .string({ error: typeError('FACTOR_NAME_INVALID', 'FACTOR_NAME_INVALID') })
  .trim()
  .max(60, 'FACTOR_NAME_INVALID')
  .optional();

/** At sign-in, an enrolment names its challenge; signed in, nothing. */
export const challengeBody = z.object({ challenge: challengeField });

export const totpConfirmationBody = z.object({ code: codeField('TOTP_CODE_REQUIRED') });

const passkeyField = z
  .unknown()
  .refine((value) => value !== undefined && value !== null, 'PASSKEY_RESPONSE_INVALID');

export const passkeyConfirmationBody = z.object({ response: passkeyField, name: nameField });

/** completeSignIn: the challenge and exactly one answer. */
export const completeSignInBody = z
  .object({
    challenge: challengeField,
    code: codeField('SECOND_FACTOR_ANSWER_REQUIRED').optional(),
    recoveryCode: codeField('SECOND_FACTOR_ANSWER_REQUIRED').optional(),
    passkey: z.unknown().optional(),
  })
  .refine(
    (body) =>
      [body.code, body.recoveryCode, body.passkey].filter((answer) => answer !== undefined && answer !== null)
        .length === 1,
    'SECOND_FACTOR_ANSWER_REQUIRED',
  );

/** A passkey's answer as sent: an object, or the string holding its JSON (the bff passes strings on). */
export function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** A passkey's answer in the shape `schema` describes, or a 400 PASSKEY_RESPONSE_INVALID. */
export function passkeyJson<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(jsonValue(value));
  if (!parsed.success) {
    throw new AppError(400, 'PASSKEY_RESPONSE_INVALID', {
      fields: { response: { key: 'PASSKEY_RESPONSE_INVALID' } },
    });
  }
  return parsed.data;
}
