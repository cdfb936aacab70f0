import { Kind, parse, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createExecutableSchema } from '../src/graphql/executable-schema.ts';
import { DEFAULT_OPERATION_LIMITS, operationLimitRules } from '../src/graphql/operation-limits.ts';
import { repositoryCodegen } from './codegen-context.ts';

describe('the web client’s operations', () => {
  it('are valid against the schema and within the depth, alias and cost limits', async () => {
    const context = await repositoryCodegen();
    // The students' operations and the staff console's, each read by its own output.
    const documents = Object.values(context.getConfig().generates).flatMap((output) =>
      'documents' in output && output.documents ? [output.documents].flat() : [],
    );
    const files = await context.loadDocuments(documents, 'standard');
    const schema = createExecutableSchema();
    // Fragments live in their own files: validate every operation with all of them.
    const definitions = files.flatMap((file) => file.document?.definitions ?? []);

    const errors = validate(schema, { kind: Kind.DOCUMENT, definitions }, operationLimitRules());

    expect(definitions.some((definition) => definition.kind === 'OperationDefinition')).toBe(true);
    expect(errors.map((error) => error.message)).toEqual([]);
    // Even all of them in one document stay under the parser's token limit.
    expect(() =>
      parse(print({ kind: Kind.DOCUMENT, definitions }), { maxTokens: DEFAULT_OPERATION_LIMITS.maxTokens }),
    ).not.toThrow();
  });
});
