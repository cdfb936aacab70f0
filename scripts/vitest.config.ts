import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.ts'],
    testTimeout: 30_000,
    // `npm start` builds the web client and boots the api on a fresh embedded database.
    hookTimeout: 180_000,
    maxWorkers: 1,
  },
});
