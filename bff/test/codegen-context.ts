import path from 'node:path';
import { loadContext, type CodegenContext } from '@graphql-codegen/cli';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The repository's codegen.ts, loaded as `npm run codegen` loads it, working from the root. */
export async function repositoryCodegen(): Promise<CodegenContext> {
  const context = await loadContext(path.join(ROOT, 'codegen.ts'));
  context.cwd = ROOT;
  return context;
}
