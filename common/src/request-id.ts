/** The header that carries one request's id from the bff to the api and back to the caller. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

// Short and plain (a UUID fits): an id written into every log line must not be able to forge one.
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The id a request arrived with when it is well-formed, else undefined. */
export function wellFormedRequestId(value: string | undefined): string | undefined {
  return value !== undefined && WELL_FORMED_REQUEST_ID.test(value) ? value : undefined;
}

/** A new id for a request that did not bring an acceptable one. */
export function newRequestId(): string {
  return crypto.randomUUID();
}
