import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 has no `exports` map: Node loads its CommonJS entry (as Apollo does at run time) while
// Vite would pick its `module` entry for our files, and two copies of graphql refuse each other's types.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file boots the api on its own database, so run two at a time.
    maxWorkers: 2,
    // The files of a worker share their imports (as the api's suite; docs/architecture.md, "Tests").
    isolate: false,
  },
});
