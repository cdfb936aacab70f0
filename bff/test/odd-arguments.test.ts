import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '@bourses/api/test/factories/users';
import { createExecutableSchema } from '../src/graphql/executable-schema.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// Every argument of every query and mutation, given values that are valid GraphQL but odd: the
// answer may refuse them, never with a 5xx or an INTERNAL_SERVER_ERROR.

let platform: TestPlatform;
let tokens: Record<'anonymous' | 'student' | 'admin', string | undefined>;
beforeAll(async () => {
  platform = await startTestPlatform();
  tokens = {
    anonymous: undefined,
    student: (await createUser(platform.api)).token,
    admin: (await createAdmin(platform.api)).token,
  };
});
afterAll(() => platform.close());

const ODD_TEXTS = ['', '\u0000', '\ud800', '   ', 'é'.repeat(5000), '%zz/../1', '99999999999999999999'];
const ODD_INTS = [0, -1, 2_147_483_647, -2_147_483_648];

/** The `variant`-th odd value of a type (input objects filled field by field). */
function oddValue(type: GraphQLInputType, variant: number): unknown {
  if (isNonNullType(type)) return oddValue(type.ofType, variant);
  if (isListType(type)) return [oddValue(type.ofType, variant)];
  if (isEnumType(type)) return type.getValues()[variant % type.getValues().length]?.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, oddValue(field.type, variant)]),
    );
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return ODD_INTS[variant % ODD_INTS.length];
    if (type.name === 'Boolean') return variant % 2 === 0;
    if (type.name === 'Upload') return null;
    return ODD_TEXTS[variant % ODD_TEXTS.length];
  }
  return null;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? '{ __typename }' : '';
  return `${kind} Odd(${declarations}) { ${field.name}(${passed}) ${selection} }`;
}

const schema = createExecutableSchema();
const ROOT_FIELDS = (['query', 'mutation'] as const).flatMap((kind) => {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {})
    .filter((field) => field.args.length > 0)
    .map((field) => ({ kind, field }));
});

describe.each(ROOT_FIELDS.map(({ kind, field }) => [`${kind} ${field.name}`, kind, field] as const))(
  '%s',
  (_name, kind, field) => {
    it('answers odd arguments without a server error', async () => {
      const query = operationFor(kind, field);
      const failures: string[] = [];
      for (const actor of ['anonymous', 'student', 'admin'] as const) {
        for (let variant = 0; variant < ODD_TEXTS.length; variant += 1) {
          const variables = Object.fromEntries(
            field.args.map((arg) => [arg.name, oddValue(arg.type, variant)]),
          );
          const answer = await platform.bff.graphql(query, variables, { token: tokens[actor] });
          const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
          if (answer.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
            failures.push(
              `${actor} ${JSON.stringify(variables).slice(0, 200)} → ${answer.status} ${JSON.stringify(answer.errors).slice(0, 300)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    });
  },
);
