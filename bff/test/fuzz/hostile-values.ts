import fc from 'fast-check';

/** JSON text written as is (numbers JSON.stringify cannot write, nesting too deep to build as objects). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export type HostileValue =
  string | number | boolean | null | RawJson | HostileValue[] | { [key: string]: HostileValue };

/** Serialises a hostile value; strings go through JSON.stringify, so lone surrogates travel as `\ud800`. */
export function toJsonText(value: HostileValue): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${toJsonText(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// Strings that broke, or could break, a parser, a database driver, a template or a path join.
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud800y',
  '\ufeff',
  '\u202e',
  '\u200b',
  '\r\n',
  '%zz',
  '%',
  '%00',
  '%ff',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '"',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e999',
  '99999999999999999999999',
  '0x1F',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '-000001-01-01',
  'not-a-date',
  'ADMIN',
  'CLIENT',
  'مرحبا',
  '👩‍🎓',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const longString = fc
  .tuple(fc.constantFrom('A', '\u0000', 'é', '\ud800', '%', '🎓'), fc.constantFrom(300, 5_000, 70_000))
  .map(([unit, length]) => unit.repeat(length));

/** A string a hostile caller would send: controls, lone surrogates, injections, huge lengths. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 5 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  {
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...NASTY_STRINGS),
        fc.string({ unit: 'binary', maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
    weight: 3,
  },
  { arbitrary: longString, weight: 1 },
);

/** Numbers at and past every boundary, including ones JSON.stringify cannot write. */
export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    1.5,
    -0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc
    .constantFrom(
      '1e999',
      '-1e999',
      '123456789012345678901234567890',
      '-0',
      '1E+2',
      '0.0000000000000000000001',
    )
    .map((text) => new RawJson(text)),
);

/** Nesting thousands deep, written as text (building it as objects would be the test's own stack overflow). */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(64, 1_000, 20_000), fc.boolean())
  .map(
    ([depth, asArrays]) =>
      new RawJson(
        asArrays
          ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      ),
  );

const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    '\u0000',
    '\ud800',
    '$where',
    'role',
    'id',
    'toString',
  ),
  fc.string({ maxLength: 12 }),
);

/** Any JSON value, leaves hostile; objects may carry keys that poison prototypes. */
export const hostileJson: fc.Arbitrary<HostileValue> = fc.letrec<{ value: HostileValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    deepNesting,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value for a field that expects `expected`: often the right kind with a hostile content, sometimes anything. */
export const hostileOr = (expected: fc.Arbitrary<HostileValue>): fc.Arbitrary<HostileValue> =>
  fc.oneof({ arbitrary: expected, weight: 5 }, { arbitrary: hostileJson, weight: 1 });
