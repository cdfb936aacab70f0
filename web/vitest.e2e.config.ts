import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 has no `exports` map: Node loads its CommonJS entry for Apollo Server while Vite would
// pick its `module` entry for the bff's own files, and two copies refuse each other's types (as in
// bff/vitest.config.ts).
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// The end-to-end suite: the real api, bff and built web in Chromium. One file at a time (one
// browser and one platform each on a 2-core machine), with timeouts sized for a whole journey.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    // A failing test prints what each open page showed (and saves a screenshot).
    setupFiles: ['e2e/harness/failure-report.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // A page waited for with expect.poll may take more than the default second on a busy 2-core
    // machine; the assertion itself is unchanged, only how long the page has to get there.
    expect: { poll: { timeout: 5_000 } },
  },
});
