// The production build's JavaScript, chunk by chunk (raw, gzip and brotli as the bff serves them), and what
// each route needs before it can render: `npm run size -w @bourses/web [-- <dist folder>]` after `vite build`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const DEFAULT_DIST_DIR = path.resolve(import.meta.dirname, '../dist');

/**
 * What src/boot.ts imports on every page once it has painted, each chunk evaluated in a task of its own:
 * React DOM (`client`, its entry), the rest of the framework (`styled-components-browser-esm`), the
 * application's shell (`App`) and the application itself (`main`); and the worker it starts at once
 * (`intl-warmer`). Chunks are named after the module imported.
 */
const BOOT_CHUNKS = ['intl-warmer', 'client', 'styled-components-browser-esm', 'App', 'main'] as const;

/**
 * The chunks each measured route loads: the boot's, and for every page but the landing, Apollo Client
 * and its provider (`apollo-client`, `ClientProvider`) and the page's own (routes.tsx).
 */
export const ROUTE_CHUNKS = {
  '/': [...BOOT_CHUNKS],
  '/bourses': [...BOOT_CHUNKS, 'apollo-client', 'ClientProvider', 'ScholarshipsPage'],
  '/bourses/:id': [...BOOT_CHUNKS, 'apollo-client', 'ClientProvider', 'ScholarshipDetailPage'],
  '/admin': [...BOOT_CHUNKS, 'apollo-client', 'ClientProvider', 'StaffConsole'],
} as const satisfies Record<string, readonly string[]>;

export type MeasuredRoute = keyof typeof ROUTE_CHUNKS;
export const MEASURED_ROUTES = Object.keys(ROUTE_CHUNKS) as MeasuredRoute[];

export interface ChunkSize {
  /** Path under the dist folder, as the browser asks for it without the leading slash: `assets/index-x.js`. */
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

const STATIC_IMPORT = /(?:import|export)\s*(?:[^'"();]*?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;
const ENTRY_SCRIPTS = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g;

/** Sizes as sent: the build's pre-compressed copies are made at the highest levels (vite.config.ts). */
export function sizeOf(distDir: string, file: string): ChunkSize {
  const content = readFileSync(path.join(distDir, file));
  return {
    file,
    raw: content.length,
    gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
      .length,
  };
}

const javascriptFiles = (distDir: string) =>
  readdirSync(path.join(distDir, 'assets')).filter((name) => name.endsWith('.js'));

/** Every JavaScript chunk of the build, largest (brotli) first. */
export function allChunks(distDir: string): ChunkSize[] {
  return javascriptFiles(distDir)
    .map((name) => sizeOf(distDir, `assets/${name}`))
    .sort((a, b) => b.brotli - a.brotli);
}

/** The given chunks and every chunk they import statically (not the lazy `import()` ones). */
export function withStaticImports(distDir: string, files: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    for (const [, imported] of code.matchAll(STATIC_IMPORT)) {
      if (imported) visit(path.posix.join(path.posix.dirname(file), imported));
    }
  };
  files.forEach(visit);
  return [...seen].sort();
}

/** Every chunk of that name: the bundler may name a piece split off a module after it too. */
function chunksNamed(distDir: string, name: string): string[] {
  const files = javascriptFiles(distDir).filter((candidate) => candidate.startsWith(`${name}-`));
  if (files.length === 0) throw new Error(`No ${name}-*.js chunk in ${distDir}: is it still imported lazily under that name?`);
  return files.map((file) => `assets/${file}`);
}

/** What a route needs before it renders: index.html's scripts and the route's lazy chunks, with their static imports. */
export function routeInitialChunks(distDir: string, route: MeasuredRoute): ChunkSize[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(ENTRY_SCRIPTS)].flatMap(([, file]) => (file ? [file] : []));
  const lazyChunks = ROUTE_CHUNKS[route].flatMap((name) => chunksNamed(distDir, name));
  return withStaticImports(distDir, [...entries, ...lazyChunks]).map((file) => sizeOf(distDir, file));
}

const total = (chunks: readonly ChunkSize[], encoding: 'raw' | 'gzip' | 'brotli') =>
  chunks.reduce((sum, chunk) => sum + chunk[encoding], 0);
const totalGzip = (chunks: readonly ChunkSize[]) => total(chunks, 'gzip');
export const totalBrotli = (chunks: readonly ChunkSize[]) => total(chunks, 'brotli');

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const totals = (chunks: readonly ChunkSize[]) =>
  `${kilobytes(total(chunks, 'raw'))} raw, ${kilobytes(totalGzip(chunks))} gzip, ${kilobytes(totalBrotli(chunks))} brotli`;

export function bundleReport(distDir: string): string {
  const chunks = allChunks(distDir);
  const width = Math.max(...chunks.map((chunk) => chunk.file.length));
  const row = (chunk: ChunkSize) =>
    `${chunk.file.padEnd(width)}  ${[chunk.raw, chunk.gzip, chunk.brotli].map((bytes) => kilobytes(bytes).padStart(10)).join('  ')}`;
  return [
    `${'chunk'.padEnd(width)}  ${['raw', 'gzip', 'brotli'].map((title) => title.padStart(10)).join('  ')}`,
    ...chunks.map(row),
    '',
    `All JavaScript: ${chunks.length} chunks, ${totals(chunks)}`,
    ...MEASURED_ROUTES.flatMap((route) => {
      const initial = routeInitialChunks(distDir, route);
      return [
        '',
        `Route ${route}, initial JavaScript: ${initial.length} chunks, ${totals(initial)}`,
        ...initial.map((chunk) => `  ${row(chunk)}`),
      ];
    }),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? DEFAULT_DIST_DIR);
  process.stdout.write(`${bundleReport(distDir)}\n`);
}
