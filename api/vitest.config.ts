import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file boots its own database, so run two at a time.
    maxWorkers: 2,
    // The files of a worker share their imports: 4.2 minutes instead of 8.7 here, as importing the
    // api afresh for each of 142 files was most of the difference (docs/architecture.md, "Tests").
    // Each file starts its own api on its own database; nothing a file changes outlives it.
    isolate: false,
    // s3rver, the S3 server the storage tests run, encrypts its listings' continuation tokens
    // with DES, which OpenSSL 3 only offers through its legacy provider.
    execArgv: ['--openssl-legacy-provider'],
  },
});
