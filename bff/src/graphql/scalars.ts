import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GraphQLUpload } from 'graphql-upload-minimal';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { GRAPHQL_ENUM_VALUES } from '@bourses/common/graphql-enums';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): string {
  if (typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return value;
  throw new GraphQLError('Date must be a day written yyyy-mm-dd', { extensions: { code: 'BAD_USER_INPUT' } });
}

const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: "A calendar day, 'yyyy-mm-dd'.",
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : parseDate(value)),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An instant, ISO 8601.',
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid DateTime');
    return date.toISOString();
  },
  parseValue: (value) => {
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
    throw new GraphQLError('DateTime must be an ISO 8601 instant', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});

/** Scalars, and enums whose values the api spells otherwise. */
export const scalarResolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Upload: GraphQLUpload,
  ...GRAPHQL_ENUM_VALUES,
};
