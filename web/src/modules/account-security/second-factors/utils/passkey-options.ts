import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

function parse(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isRequestOptions(value: unknown): value is PublicKeyCredentialRequestOptionsJSON {
  return isObject(value) && typeof value.challenge === 'string';
}

/**
 * The server's options for the browser's passkey prompt at sign-in (passkeySignInOptions), or null when
 * they are not the JSON `startAuthentication` reads; the browser checks the rest.
 */
export function readSignInOptions(json: string): PublicKeyCredentialRequestOptionsJSON | null {
  const value = parse(json);
  return isRequestOptions(value) ? value : null;
}

function isCreationOptions(value: unknown): value is PublicKeyCredentialCreationOptionsJSON {
  return (
    isObject(value) &&
    typeof value.challenge === 'string' &&
    isObject(value.rp) &&
    isObject(value.user) &&
    Array.isArray(value.pubKeyCredParams)
  );
}

/** The server's options for creating a passkey (startPasskeyEnrolment), or null when unreadable. */
export function readEnrolmentOptions(json: string): PublicKeyCredentialCreationOptionsJSON | null {
  const value = parse(json);
  return isCreationOptions(value) ? value : null;
}
