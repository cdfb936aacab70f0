import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { executeCodegen } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import { repositoryCodegen, ROOT } from './codegen-context.ts';

describe('generated code', () => {
  it('matches schema.graphql and the web operations (run `npm run codegen` when this fails)', async () => {
    const context = await repositoryCodegen();

    const { result, error } = await executeCodegen(context);

    expect(error).toBeNull();
    expect(result.map((file) => file.filename).sort()).toEqual(
      expect.arrayContaining(['bff/src/__generated__/resolvers-types.ts', 'web/src/__generated__/graphql.ts']),
    );
    for (const file of result) {
      const onDisk = await readFile(path.resolve(ROOT, file.filename), 'utf8').catch(() => '(missing)');
      expect(onDisk, `${file.filename} is stale`).toBe(file.content);
    }
  });
});
