import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';
import { toDataURL } from 'qrcode';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6 } as const;
export const TOTP_PERIOD_SECONDS = 30;
/** The name apps show above the code. */
const ISSUER = 'Bourses';

/** A new 160-bit secret, in base32 as apps take it typed by hand. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the QR code holds, labelled with the account's e-mail. */
export const totpUri = (secret: string, accountName: string): string =>
  new TOTP({
    ...TOTP_SETTINGS,
    issuer: ISSUER,
    label: accountName,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  }).toString();

/** The URI as a QR code image (data:image/png;base64,…). */
export const totpQrCode = (uri: string): Promise<string> => toDataURL(uri);

/** The time step an instant falls in. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The code of one time step. */
export const totpCodeOfStep = (secret: string, step: number): string =>
  HOTP.generate({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret), counter: step });

const sameCode = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * The time step a code belongs to, tolerating one step of clock drift either way, or null. A step
 * at or before `lastAcceptedStep` is refused: a code, once accepted, is never accepted again, nor is
 * an older one.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastAcceptedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(now);
  for (const step of [current, current - 1, current + 1]) {
    if (lastAcceptedStep !== null && step <= lastAcceptedStep) continue;
    if (sameCode(code, totpCodeOfStep(secret, step))) return step;
  }
  return null;
}
