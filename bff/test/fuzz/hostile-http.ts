import fc from 'fast-check';
import { hostileString } from './hostile-values.ts';

/** Percent-encodes every byte but the unreserved ones (a lone surrogate becomes U+FFFD's bytes). */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

// Written raw into the request line: invalid escapes, an encoded surrogate, dot segments, bytes past ASCII.
const RAW_SEGMENTS = [
  '%zz',
  '%',
  '%e0%a4',
  '%00',
  '%ff',
  '%c0%af',
  '%ed%a0%80',
  '%2e%2e',
  '..',
  '.',
  '%2f',
  ';',
  '%u0041',
  '\u00ff',
  '%25',
  '%%',
  'a%zzb',
];

/** A path segment where an id, a document name or a file name is expected. */
export const hostileSegment = (knownIds: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...knownIds), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 3 },
    { arbitrary: hostileString.map((text) => percentEncode(text.slice(0, 1_000))), weight: 3 },
    {
      arbitrary: fc.constantFrom('0', '-1', '1e3', '2147483648', '99999999999999999999', '1.5', ' 1', '0x10'),
      weight: 2,
    },
    { arbitrary: fc.constant('9'.repeat(9000)), weight: 1 },
  );

/** A query string: the names the route reads and others, with hostile, repeated or badly encoded values. */
export const hostileQuery = (names: string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...names, 'filter[role]', '__proto__', 'a[b][c]'),
          hostileString.map((text) => percentEncode(text.slice(0, 100))),
        ),
        fc.oneof(
          hostileString.map((text) => percentEncode(text.slice(0, 1_000))),
          fc.constantFrom(...RAW_SEGMENTS),
          fc.constantFrom('1', '-5', '0', '1e9', 'true', 'FR', 'ar', ''),
        ),
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`,
    );

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=iso-8859-1',
  'application/json; charset=utf-32',
  'application/json; charset=utf-16',
  'application/json; charset=utf-7',
  'application/json; charset=made-up',
  'application/json; charset=',
  'application/json;;;',
  'application/merge-patch+json',
  'application/graphql',
  'application/x-www-form-urlencoded',
  'text/plain',
  'text/html; charset=utf-32',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unterminated',
  '*/*',
  '',
  'json',
  '\u00ff/\u00ff',
];

export const hostileContentType: fc.Arbitrary<string> = fc.constantFrom(...CONTENT_TYPES);

/** Encodes JSON text the way the declared charset would (or would not), as a careless client does. */
export const encodedBody = (
  text: string,
  encoding: 'utf8' | 'latin1' | 'utf16le' | 'utf32be' | 'bom',
): Buffer => {
  if (encoding === 'utf32be') {
    const units = [...text].map((char) => {
      const bytes = Buffer.alloc(4);
      bytes.writeUInt32BE(char.codePointAt(0) ?? 0);
      return bytes;
    });
    return Buffer.concat(units);
  }
  if (encoding === 'bom') return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
  return Buffer.from(text, encoding);
};

export const bodyEncoding = fc.constantFrom<'utf8' | 'latin1' | 'utf16le' | 'utf32be' | 'bom'>(
  'utf8',
  'utf8',
  'utf8',
  'latin1',
  'utf16le',
  'utf32be',
  'bom',
);
