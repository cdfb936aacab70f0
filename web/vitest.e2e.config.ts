import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 has no `exports` map: Node loads its CommonJS entry for Apollo Server while Vite would
// pick its `module` entry for the bff's own files, and two copies refuse each other's types (as in
// bff/vitest.config.ts).
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// The end-to-end suite: the real api, bff and built web in Chromium, each file with its own browser
// and platform, with timeouts sized for a whole journey. Two files at a time: a journey mostly waits
// (for pages, mails, debounces), and two workers took the suite from 14 to 7 minutes on 2 cores.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    // A failing test prints what each open page showed (and saves a screenshot).
    setupFiles: ['e2e/harness/failure-report.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // A page waited for with expect.poll may take more than the default second on a busy 2-core
    // machine; the assertion itself is unchanged, only how long the page has to get there.
    expect: { poll: { timeout: 5_000 } },
  },
});
