import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const BFF_URL = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  // Lingui macros need Babel: @vitejs/plugin-react 6 no longer runs it (TOOLCHAIN.md).
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/graphql': BFF_URL } },
  build: { reportCompressedSize: true, chunkSizeWarningLimit: 600 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
