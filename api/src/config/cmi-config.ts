import { z } from 'zod';

/** CMI's card gateway, when the three CMI_* variables are set (docs/payments.md, "Card payment (CMI)"). */
export interface CmiSettings {
  /** The merchant's id at CMI (`clientid`). */
  clientId: string;
  /** The secret both sides sign with (hash ver3); never sent anywhere. */
  storeKey: string;
  /** CMI's 3D Pay Hosting address (test or production platform) the student's browser posts the form to. */
  gatewayUrl: string;
}

// A store key is CMI's shared secret: a short one could be guessed from a few signed callbacks.
export const CMI_STORE_KEY_MIN_LENGTH = 16;

export const CMI_ENV = {
  CMI_CLIENT_ID: z.string().trim().min(1).max(64).optional(),
  CMI_STORE_KEY: z
    .string()
    .min(CMI_STORE_KEY_MIN_LENGTH, `must be at least ${CMI_STORE_KEY_MIN_LENGTH} characters`)
    .optional(),
  CMI_GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
};

type CmiEnv = z.infer<z.ZodObject<typeof CMI_ENV>>;

const CMI_VARIABLES = ['CMI_CLIENT_ID', 'CMI_STORE_KEY', 'CMI_GATEWAY_URL'] as const satisfies readonly (keyof CmiEnv)[];

/** What keeps the card settings from making sense: a partial set would offer a card payment that cannot work. */
export function cmiConfigProblems(env: CmiEnv): string[] {
  const missing = CMI_VARIABLES.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === CMI_VARIABLES.length) return [];
  return [`${missing.join(', ')}: required with ${CMI_VARIABLES.filter((name) => !missing.includes(name)).join(', ')} (card payment needs all three)`];
}

/** The gateway's settings, or undefined when card payment is off; `cmiConfigProblems` must have found none. */
export function cmiSettings(env: CmiEnv): CmiSettings | undefined {
  if (env.CMI_CLIENT_ID === undefined || env.CMI_STORE_KEY === undefined || env.CMI_GATEWAY_URL === undefined) {
    return undefined;
  }
  return { clientId: env.CMI_CLIENT_ID, storeKey: env.CMI_STORE_KEY, gatewayUrl: env.CMI_GATEWAY_URL };
}
