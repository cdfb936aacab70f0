// The production build's JavaScript, chunk by chunk (raw and gzipped), and what the landing route
// needs before it can render: `npm run size -w @bourses/web [-- <dist folder>]` after `vite build`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DEFAULT_DIST_DIR = path.resolve(import.meta.dirname, '../dist');
/** The chunk of the `/` route (routes.tsx lazily imports `pages/LandingRoutePage`). */
export const LANDING_ROUTE_CHUNK = 'LandingRoutePage';

export interface ChunkSize {
  /** Path under the dist folder, as the browser asks for it without the leading slash: `assets/index-x.js`. */
  file: string;
  raw: number;
  gzip: number;
}

const STATIC_IMPORT = /(?:import|export)\s*(?:[^'"();]*?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;
const ENTRY_SCRIPTS = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g;

export function sizeOf(distDir: string, file: string): ChunkSize {
  const content = readFileSync(path.join(distDir, file));
  return { file, raw: content.length, gzip: gzipSync(content).length };
}

/** Every JavaScript chunk of the build, largest (gzipped) first. */
export function allChunks(distDir: string): ChunkSize[] {
  return readdirSync(path.join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => sizeOf(distDir, `assets/${name}`))
    .sort((a, b) => b.gzip - a.gzip);
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

/** What `/` needs before it renders: index.html's scripts and the landing route's chunk, with their static imports. */
export function landingInitialChunks(distDir: string): ChunkSize[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(ENTRY_SCRIPTS)].flatMap(([, file]) => (file ? [file] : []));
  const landing = readdirSync(path.join(distDir, 'assets')).find((name) => name.startsWith(`${LANDING_ROUTE_CHUNK}-`));
  if (!landing) throw new Error(`No ${LANDING_ROUTE_CHUNK}-*.js chunk in ${distDir}: is the landing route still lazy?`);
  return withStaticImports(distDir, [...entries, `assets/${landing}`]).map((file) => sizeOf(distDir, file));
}

export const totalGzip = (chunks: readonly ChunkSize[]) => chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
const totalRaw = (chunks: readonly ChunkSize[]) => chunks.reduce((sum, chunk) => sum + chunk.raw, 0);

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleReport(distDir: string): string {
  const chunks = allChunks(distDir);
  const landing = landingInitialChunks(distDir);
  const width = Math.max(...chunks.map((chunk) => chunk.file.length));
  const row = (chunk: ChunkSize) =>
    `${chunk.file.padEnd(width)}  ${kilobytes(chunk.raw).padStart(10)}  ${kilobytes(chunk.gzip).padStart(10)}`;
  return [
    `${'chunk'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`,
    ...chunks.map(row),
    '',
    `All JavaScript: ${chunks.length} chunks, ${kilobytes(totalRaw(chunks))} raw, ${kilobytes(totalGzip(chunks))} gzipped`,
    `Landing route (/) initial JavaScript: ${landing.length} chunks, ${kilobytes(totalRaw(landing))} raw, ${kilobytes(totalGzip(landing))} gzipped`,
    ...landing.map((chunk) => `  ${row(chunk)}`),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? DEFAULT_DIST_DIR);
  process.stdout.write(`${bundleReport(distDir)}\n`);
}
