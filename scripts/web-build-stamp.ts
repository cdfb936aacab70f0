// A hash of everything the web build is made from, kept beside the build: `npm start` rebuilds only
// when it differs, so a restart with unchanged sources does not spend a minute of a busy machine.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The stamp's file in the build folder; the bff never serves dot-files. */
const STAMP_FILE = '.source-hash';

// Outputs and installed packages, not sources.
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-artifacts', 'coverage', '.vite']);

// Read by the build itself (web/vite.config.ts `envPrefix`): a new support phone is a new build.
const BUILD_ENV = /^(VITE_|SUPPORT_)/;

/** What the web build is made from, relative to the repository root. */
export const WEB_BUILD_INPUTS = ['web', 'common', 'package-lock.json', 'tsconfig.base.json'];

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const listing = await readdir(full, { withFileTypes: true }).catch(() => undefined);
  if (listing === undefined) return [entry];
  const nested = await Promise.all(
    listing
      .filter((item) => !(item.isDirectory() && SKIPPED_FOLDERS.has(item.name)))
      .map((item) => filesUnder(root, path.join(entry, item.name))),
  );
  return nested.flat();
}

/** The hash of the inputs' names and contents, and of the build's environment variables. */
export async function webSourceHash(root: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(WEB_BUILD_INPUTS.map((entry) => filesUnder(root, entry)))).flat().sort();
  for (const file of files) {
    const content = await readFile(path.join(root, file)).catch(() => Buffer.alloc(0));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  const buildEnv = Object.entries(env).filter(([name]) => BUILD_ENV.test(name)).sort();
  hash.update(JSON.stringify(buildEnv));
  return hash.digest('hex');
}

/** Whether `distDir` holds a build of exactly these sources. */
export async function isBuildOf(distDir: string, sourceHash: string): Promise<boolean> {
  const stamp = await readFile(path.join(distDir, STAMP_FILE), 'utf8').catch(() => '');
  return stamp.trim() === sourceHash;
}

/** Marks `distDir` as the build of these sources (after a build that succeeded). */
export async function stampBuild(distDir: string, sourceHash: string): Promise<void> {
  await writeFile(path.join(distDir, STAMP_FILE), `${sourceHash}\n`);
}
