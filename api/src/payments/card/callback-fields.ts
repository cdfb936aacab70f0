import { findInvalidText } from '#api/http/invalid-text.ts';

/** A callback's fields, each name once with one text value, or null when the body is not such a form. */
export function callbackFields(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body);
  // A name sent twice arrives as an array; a NUL or half a surrogate pair cannot be stored or signed alike.
  if (entries.some(([, value]) => typeof value !== 'string')) return null;
  if (findInvalidText(body) !== undefined) return null;
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
}

/** The value of the field whose name is `name` in any case (CMI writes `HASH`, `hash`, `Response`). */
export function fieldOf(fields: Readonly<Record<string, string>>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const found = Object.keys(fields).find((key) => key.toLowerCase() === wanted);
  return found === undefined ? undefined : fields[found];
}

// What the callback log keeps: the order, the amount and CMI's verdict. Never the card's number,
// expiry, CVV, masked number or holder: whatever CMI adds, only these names are stored.
const LOGGED_FIELDS = new Set(
  ['oid', 'amount', 'currency', 'Response', 'ProcReturnCode', 'TransId', 'AuthCode', 'ErrMsg', 'mdStatus', 'clientid', 'rnd', 'HASHALGORITHM'].map(
    (name) => name.toLowerCase(),
  ),
);
const LOGGED_VALUE_MAX_LENGTH = 200;

/** The fields of a callback that may be logged, each cut to 200 characters. */
export function loggedFields(fields: Readonly<Record<string, string>> | null): Record<string, string> {
  if (!fields) return {};
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => LOGGED_FIELDS.has(name.toLowerCase()))
      .map(([name, value]) => [name, value.slice(0, LOGGED_VALUE_MAX_LENGTH)]),
  );
}
