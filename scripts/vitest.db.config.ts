import { defineConfig } from 'vitest/config';

// Tests that need a PostgreSQL server (TEST_DATABASE_URL): run by `npm run test:db`, not `npm test`.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['**/*.db-test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    maxWorkers: 1,
  },
});
