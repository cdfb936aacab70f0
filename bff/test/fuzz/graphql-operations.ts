import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
} from 'graphql';
import { honestValue } from './field-values.ts';
import { hostileJson, hostileNumber, hostileOr, hostileString, type HostileValue } from './hostile-values.ts';

export const SCHEMA_SDL = readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8');
const schema = buildSchema(SCHEMA_SDL);

/** One operation per root field of the schema, every argument passed as a variable. */
export interface RootOperation {
  field: string;
  kind: 'query' | 'mutation';
  document: string;
  variables: { name: string; type: GraphQLInputType }[];
  uploads: string[];
}

const leafSelection = (type: GraphQLNamedType): string => {
  if (!isObjectType(type)) return '';
  const leaves = Object.values(type.getFields())
    .filter((field) => isLeafType(getNamedType(field.type)))
    .map((field) => field.name);
  return `{ __typename ${leaves.join(' ')} }`;
};

// Two levels: the field's own leaves and those of the objects it links to, so nested resolvers run too.
const selection = (type: GraphQLNamedType): string => {
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields()).map((field) => {
    const named = getNamedType(field.type);
    return isLeafType(named) ? field.name : `${field.name} ${leafSelection(named)}`;
  });
  return `{ __typename ${fields.join(' ')} }`;
};

const operationFor = (kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): RootOperation => {
  const variables = field.args.map((arg) => ({ name: arg.name, type: arg.type }));
  const declared = variables.map(({ name, type }) => `$${name}: ${String(type)}`).join(', ');
  const passed = variables.map(({ name }) => `${name}: $${name}`).join(', ');
  const document = `${kind} Fuzz${field.name}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection(getNamedType(field.type))} }`;
  return {
    field: field.name,
    kind,
    document,
    variables,
    uploads: variables.filter(({ type }) => getNamedType(type).name === 'Upload').map(({ name }) => name),
  };
};

export const ROOT_OPERATIONS: RootOperation[] = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => operationFor('query', field)),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) =>
    operationFor('mutation', field),
  ),
];

const DATES = fc.constantFrom(
  '2026-09-01',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '+275760-09-13',
  '2026-09-01T25:61:00Z',
  '1e999',
  '',
);

/** A value for a variable of this type: mostly the right shape with hostile leaves, sometimes anything. */
export function hostileVariable(
  type: GraphQLInputType,
  knownIds: string[],
  depth = 0,
): fc.Arbitrary<HostileValue> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { arbitrary: hostileVariable(type.ofType, knownIds, depth), weight: 9 },
      { arbitrary: fc.constant(null), weight: 1 },
    );
  }
  if (isListType(type)) {
    const item = hostileVariable(type.ofType, knownIds, depth + 1);
    return fc.oneof(
      { arbitrary: fc.array(item, { maxLength: 4 }), weight: 6 },
      { arbitrary: item, weight: 1 },
      { arbitrary: fc.constant(Array.from({ length: 5_000 }, (_, index) => String(index + 1))), weight: 1 },
    );
  }
  if (isEnumType(type)) {
    return hostileOr(fc.oneof(fc.constantFrom(...type.getValues().map(({ name }) => name)), hostileString));
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    const record = fc.record(
      Object.fromEntries(
        fields.map((field) => [field.name, namedVariable(field.name, field.type, knownIds, depth + 1)]),
      ),
      {
        requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      },
    );
    return hostileOr(
      fc
        .tuple(
          record,
          fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', '\u0000'), hostileJson, {
            maxKeys: 1,
          }),
        )
        .map(([known, extra]): HostileValue => ({ ...extra, ...known })),
    );
  }
  if (isScalarType(type)) {
    const scalar: Record<string, fc.Arbitrary<HostileValue>> = {
      ID: fc.oneof(fc.constantFrom(...knownIds, ''), hostileString, hostileNumber),
      String: hostileString,
      Int: hostileNumber,
      Float: hostileNumber,
      Boolean: fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1)),
      Date: fc.oneof(DATES, hostileString),
      DateTime: fc.oneof(DATES, hostileString),
      Upload: fc.constantFrom(null, 'file.pdf', {}, { filename: 'x.pdf', createReadStream: 'x' }),
    };
    return hostileOr(scalar[type.name] ?? hostileString);
  }
  return hostileJson;
}

/** An argument or input field: often the value an honest client sends for that name, so one hostile value meets valid others. */
function namedVariable(
  name: string,
  type: GraphQLInputType,
  knownIds: string[],
  depth: number,
): fc.Arbitrary<HostileValue> {
  const honest = honestValue(name, knownIds);
  const hostile = hostileVariable(type, knownIds, depth);
  return honest ? fc.oneof({ arbitrary: honest, weight: 5 }, { arbitrary: hostile, weight: 1 }) : hostile;
}

/** The variables object for an operation: every declared variable, and sometimes one it does not declare. */
export function hostileVariables(
  operation: RootOperation,
  knownIds: string[],
): fc.Arbitrary<Record<string, HostileValue>> {
  return fc.record(
    Object.fromEntries(
      operation.variables.map(({ name, type }) => [name, namedVariable(name, type, knownIds, 0)]),
    ),
    {
      requiredKeys: operation.variables.filter(({ type }) => isNonNullType(type)).map(({ name }) => name),
    },
  );
}
