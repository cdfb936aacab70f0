import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { prerenderPages } from './scripts/prerender-plugin.ts';

const BFF_URL = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

// Codegen's client preset keeps every document in one map (gql.ts) that every chunk imports: its Babel
// plugin swaps each graphql(`…`) for an import of that one document, so a chunk carries only its own
// operations (the staff console's stay out of the students' chunks). The package exports only its main
// entry, hence the file path.
const CLIENT_PRESET_BABEL_PLUGIN = fileURLToPath(
  new URL('../node_modules/@graphql-codegen/client-preset/cjs/babel.js', import.meta.url),
);

// Tests only: the link-chain test runs the real bff in-process. graphql 16 has no `exports` map, so Node
// loads its CommonJS entry for Apollo Server while Vite would give our sources its `module` entry, and two
// copies refuse each other's types (as in bff/vitest.config.ts). The browser build keeps the module entry.
const TEST_ALIASES = process.env.VITEST
  ? [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }]
  : [];

const nodeModules = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);
const appModule = (id: string) => /[\\/](web|common)[\\/]src[\\/]/.test(id) && !/[\\/]graphiql[\\/]/.test(id);
const staffModule = (id: string) => /[\\/]modules[\\/]staff[\\/]/.test(id);
// Its catalogues stay one chunk per language, as the others' (useLazyCatalog.ts).
const accountSecurityModule = (id: string) =>
  /[\\/]modules[\\/]account-security[\\/]/.test(id) && !/[\\/]locales[\\/]/.test(id);
// Messages, conversations and correction requests: opened lazily by student pages and the console alike.
const correspondenceModule = (id: string) =>
  /[\\/]modules[\\/]correspondence[\\/]/.test(id) && !/[\\/]locales[\\/]/.test(id);
// Official documents and their verification: opened lazily by the student's pages and the public /verifier.
const documentsModule = (id: string) => /[\\/]modules[\\/]documents[\\/]/.test(id) && !/[\\/]locales[\\/]/.test(id);
// Paying by card at CMI: opened lazily by a payment the student may pay by card, and the return pages.
const cardPaymentModule = (id: string) => /[\\/]modules[\\/]card-payment[\\/]/.test(id) && !/[\\/]locales[\\/]/.test(id);
const CHUNK_GROUPS = [
  // Vite's helper that preloads a lazy chunk's imports: boot.ts needs it, and nothing else.
  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 6 },
  // React DOM apart from the rest of the framework: boot.ts evaluates each in a task of its own.
  { name: 'react-dom', test: nodeModules('react', 'react-dom', 'scheduler'), priority: 5 },
  {
    name: 'framework',
    test: nodeModules('react-router', 'react-router-dom', 'styled-components', 'stylis', '@emotion', '@lingui', 'cookie', 'set-cookie-parser', 'shallowequal'),
    priority: 5,
  },
  { name: 'apollo', test: nodeModules('@apollo'), priority: 4 },
  // Not the entries: boot.ts stays alone in the page's one script, and main.tsx awaits the first
  // page's chunk, which imports this one (a cycle would never settle).
  { name: 'shell', tags: ['$initial' as const], test: (id: string) => appModule(id) && !/[\\/]src[\\/](boot\.ts|main\.tsx)$/.test(id), priority: 3 },
  {
    name: 'pages',
    test: (id: string) =>
      appModule(id) && !staffModule(id) && !accountSecurityModule(id) && !correspondenceModule(id) && !documentsModule(id) && !cardPaymentModule(id),
    minShareCount: 2,
    priority: 2,
  },
  // Two-step sign-in, sessions and re-authentication: one chunk with the WebAuthn client, fetched when one
  // of their screens opens (after a right password, on the profile). After `pages`, which keeps what they
  // share with the other pages: a group takes its modules' dependencies too.
  {
    name: 'account-security',
    test: (id: string) => (appModule(id) && accountSecurityModule(id)) || nodeModules('@simplewebauthn').test(id),
    priority: 1.5,
  },
  // The conversation panel and the correction form: one chunk, fetched when a page shows one (the
  // application, /messages, the waiting page, the console's files), never with the catalogue's pages.
  { name: 'correspondence', test: (id: string) => appModule(id) && correspondenceModule(id), priority: 1.4 },
  // The documents' list, rows and buttons and the verification page: one chunk, fetched when a page shows
  // a document (/documents, an application, a verified payment) or a code is checked.
  { name: 'documents', test: (id: string) => appModule(id) && documentsModule(id), priority: 1.3 },
  // "Pay by card" and the pages CMI sends the student back to: one chunk, fetched when a payment may be
  // paid by card or CMI sends the student back.
  { name: 'card-payment', test: (id: string) => appModule(id) && cardPaymentModule(id), priority: 1.2 },
  { name: 'staff', test: (id: string) => appModule(id) && staffModule(id), minShareCount: 2, priority: 1 },
];

export default defineConfig(({ isSsrBuild }) => ({
  // SUPPORT_PHONE and SUPPORT_EMAIL configure the whole platform, the web build included.
  envPrefix: ['VITE_', 'SUPPORT_'],
  // Lingui macros need Babel: @vitejs/plugin-react 6 no longer runs it.
  plugins: [
    react(),
    lingui(),
    babel({
      presets: [linguiTransformerBabelPreset()],
      plugins: [
        [CLIENT_PRESET_BABEL_PLUGIN, { artifactDirectory: './src/__generated__', gqlTagName: 'graphql' }],
        // The console's staffGraphql(`…`) likewise: each of its chunks carries its own documents, not the
        // console's whole map (which the /admin budget paid for every lazy screen's operations).
        [
          CLIENT_PRESET_BABEL_PLUGIN,
          { artifactDirectory: './src/modules/staff/__generated__', gqlTagName: 'staffGraphql' },
          'staff-documents',
        ],
        // Class names from each file's path rather than from the order styled() ran in: the prerendered
        // pages (another build) and the browser then name every style alike, and hydration matches.
        ['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }],
      ],
    }),
    // A brotli (.br) and a gzip (.gz) copy of every text file, at the highest levels: compressed once
    // here rather than on every request, and served by the bff (bff/src/server/static-assets.ts).
    isSsrBuild ? null : compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    prerenderPages(),
  ],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...TEST_ALIASES] },
  // In development the bff also serves the private files and the default pictures.
  server: { proxy: { '/graphql': BFF_URL, '/files': BFF_URL, '/static': BFF_URL } },
  // The renderer (scripts/prerender-plugin.ts) runs in Node, at build and in the bff, whose production
  // install has none of the web's packages: everything it imports is bundled into it.
  ssr: { noExternal: true },
  build: {
    reportCompressedSize: !isSsrBuild,
    // Every browser the platform supports preloads modules itself: no polyfill chunk to fetch first.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    // The developers' GraphiQL is a page of its own: its editor never loads with the students' pages.
    // The renderer for Node keeps each lazy page in a chunk of its own: the bff loads only the public
    // pages' (bff/src/seo/data-renderer.ts), not the console's editor and charts. The entry is named by
    // its hash, as the pages import it: a new build is a new address, which the bff loads afresh.
    rolldownOptions: isSsrBuild
      ? { output: { entryFileNames: '[name]-[hash].js' } }
      : {
          input: {
            app: fileURLToPath(new URL('./index.html', import.meta.url)),
            // An entry of its own, so that what it imports statically counts as initial (the shell group).
            main: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
            graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
          },
          // No dot inside a chunk's name: express-static-gzip finds a file's copy by cutting the first
          // ".br" of its name, so "styled-components.browser.esm" would never be served in brotli.
          output: {
            chunkFileNames: (chunk) => `assets/${chunk.name.replaceAll('.', '-')}-[hash].js`,
            codeSplitting: { groups: CHUNK_GROUPS },
          },
        },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom and one module graph for the files of a worker: 53 s instead of 207 s on 2 cores, as
    // a fresh jsdom and fresh imports per file were three quarters of the time (docs/architecture.md,
    // "Tests"). A test leaves no global behind: setup.ts cleans the DOM, storage and stubs after each.
    isolate: false,
  },
}));
