import fc from 'fast-check';
import { ROOT_OPERATIONS } from './graphql-operations.ts';
import { hostileJson, hostileString, RawJson, type HostileValue } from './hostile-values.ts';

const times = (count: number, make: (index: number) => string, separator = ' ') =>
  Array.from({ length: count }, (_, index) => make(index)).join(separator);

// Documents built to exhaust the parser, the validator or the executor, and literals that reached resolvers unchecked.
const CRAFTED = [
  `query { ...F0 } ${times(20_000, (index) => `fragment F${index} on Query { ${index < 19_999 ? `...F${index + 1}` : '__typename'} }`)}`,
  `query { ${times(20_000, (index) => `...F${index}`)} } ${times(20_000, (index) => `fragment F${index} on Query { __typename }`)}`,
  `fragment A on Query { ...B } fragment B on Query { ...A } query { ...A }`,
  `{ ${'scholarships { items { myApplication { scholarship { '.repeat(300)}id${' } } } }'.repeat(300)} }`,
  `${'{ a '.repeat(20_000)}${'}'.repeat(20_000)}`,
  `{ ${times(5_000, (index) => `a${index}: __typename`)} }`,
  `{ ${times(2_000, (index) => `s${index}: scholarships(limit: 100) { items { id } }`)} }`,
  `{ __typename ${times(5_000, () => '@include(if: true)')} }`,
  `{ ${times(60_000, () => '__typename')} }`,
  `{ scholarship(id: "") { id } }`,
  `{ user(id: "\\ud800") { id } }`,
  `{ scholarship(id: "\\u0000") { id title } }`,
  `{ application(id: "1\\u0000") { id } }`,
  `{ scholarships(page: 99999999999999999999, limit: 1) { items { id } } }`,
  `{ scholarships(page: 1e999) { items { id } } }`,
  `{ scholarships(limit: -1) { items { id } } }`,
  `{ scholarships(filter: { ids: ["0", "-1", "99999999999", "\\ud800"] }) { items { id } } }`,
  `{ scholarships(filter: { deadline: "2026-02-30" }) { items { id } } }`,
  `{ scholarships(filter: { search: "${'%'.repeat(5_000)}" }) { items { id } } }`,
  `{ users(sort: { field: NAME, order: DESC }, limit: 100000) { items { id } } }`,
  `{ __schema { types { name fields { name } } } }`,
  `{ __type(name: "Mutation") { fields { name } } }`,
  `{ scholarshp { id } }`,
  `mutation { createUsr(input: {}) { id } }`,
  `subscription { scholarships { items { id } } }`,
  `query A { me { id } } query B { me { id } }`,
  `query($x: Upload) { scholarship(id: $x) { id } }`,
  `query($x: [[[[ID!]!]!]!]!) { __typename }`,
  `query($x: Unknown) { __typename }`,
  `{ scholarships { items { id ... on User { email } } } }`,
  `{ me { ... on Query { me { ... on Query { __typename } } } } }`,
  `mutation { login(email: "a@b.ma", password: "${'x'.repeat(100_000)}") { accessToken } }`,
  `mutation { verifyEmail(token: "\\u0000") { success } }`,
  `mutation { refreshToken(refreshToken: "\\ud800") { accessToken } }`,
  `mutation { logout(refreshToken: "${'\\u0000'.repeat(300)}") { success } }`,
  `{ scholarship(id: "1", language: XX) { id } }`,
  `# only a comment`,
  '',
  '{',
  '}}}}',
  '"""',
  '{ __typename(a: $undeclared) }',
  `query @skip(if: true) { __typename }`,
  `{ scholarships { __typename @deprecated } }`,
];

const mutate = (document: string, at: number, insert: string, remove: number) => {
  const position = Math.floor(at * document.length);
  return `${document.slice(0, position)}${insert}${document.slice(position + remove)}`;
};

/** A GraphQL document: crafted attacks, the schema's own operations damaged at a random place, or text. */
export const hostileDocument: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...CRAFTED), weight: 4 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom(...ROOT_OPERATIONS.map(({ document }) => document)),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.oneof(
          hostileString,
          fc.constantFrom('{', '}', '(', ')', '$', '...', '@', '"', '\\', '#', ':', '!', '[', ']'),
        ),
        fc.nat({ max: 5 }),
      )
      .map(([document, at, insert, remove]) => mutate(document, at, insert, remove)),
    weight: 4,
  },
  { arbitrary: hostileString, weight: 1 },
);

/** A /graphql JSON body that is not the object Apollo expects: batches, wrong types, odd keys. */
export const hostileEnvelope = (document: fc.Arbitrary<string>): fc.Arbitrary<HostileValue> =>
  fc.oneof(
    fc.record(
      { query: document, variables: hostileJson, operationName: fc.option(hostileString, { nil: null }) },
      { requiredKeys: ['query'] },
    ),
    fc.record({
      query: hostileJson,
      variables: fc.constantFrom<HostileValue>('{}', '[]', 'null', 1, new RawJson('1e999')),
    }),
    fc.array(fc.record({ query: document }), { minLength: 0, maxLength: 3 }),
    fc.record({
      query: document,
      extensions: fc.constantFrom<HostileValue>(
        { persistedQuery: { version: 1, sha256Hash: 'x' } },
        { persistedQuery: 'x' },
        '\u0000',
        [],
      ),
    }),
    fc.record({ id: hostileString, extensions: hostileJson }),
    hostileJson,
  );
