import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A WebAuthn authenticator in software (ES256, attestation "none"), so that passkeys are tested
// against the real verification of @simplewebauthn/server: it signs as a phone or a security key
// would, with node:crypto and a few lines of CBOR.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(length, 1);
  return bytes;
}

/** CBOR (RFC 8949) of integers, text, bytes and maps: all an attestation object holds. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const base64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// Authenticator data flags: user present, user verified, attested credential data included.
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

/** The public key as COSE_Key: EC2, ES256 (-7), P-256. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y) throw new Error('Not an EC key');
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x, 'base64url')],
      [-3, Buffer.from(jwk.y, 'base64url')],
    ]),
  );
}

/** What the server's options carry and the authenticator needs (the JSON of @simplewebauthn/server). */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export interface SoftwarePasskey {
  /** The credential's id, base64url. */
  readonly credentialId: string;
  /** The signatures made so far: each assertion counts one more. */
  readonly counter: number;
  /** startRegistration()'s answer to these options, made on `origin`. */
  register(options: CreationOptions, origin: string): RegistrationAnswer;
  /** startAuthentication()'s answer to these options, made on `origin`. */
  authenticate(options: RequestOptions, origin: string): AuthenticationAnswer;
}

export interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
}

export interface AuthenticationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string };
  clientExtensionResults: Record<string, never>;
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** A new authenticator holding one ES256 credential. */
export function createSoftwarePasskey(): SoftwarePasskey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(16);
  const credentialId = base64url(rawId);
  let counter = 0;
  return {
    credentialId,
    get counter() {
      return counter;
    },
    register(options, origin) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, coseKey(publicKey)]);
      const authData = authenticatorData(
        rpId,
        USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL,
        counter,
        attested,
      );
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    authenticate(options, origin) {
      counter += 1;
      const rpId = options.rpId ?? new URL(origin).hostname;
      const authData = authenticatorData(rpId, USER_PRESENT | USER_VERIFIED, counter);
      const json = clientData('webauthn.get', options.challenge, origin);
      // ES256 as WebAuthn wants it: ECDSA over authData ‖ SHA-256(clientDataJSON), DER-encoded.
      const signature = sign('sha256', Buffer.concat([authData, sha256(json)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: base64url(json),
          authenticatorData: base64url(authData),
          signature: base64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
