import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Program } from './supervisor.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * V8 sizes its heap for the machine (up to 64 MB per semi-space and a quarter of the memory for the
 * old generation) and keeps what it grew to: after 10,000 catalogue requests the api held 370 MB and
 * the bff 350 MB resident, of which under 60 MB was live. Bounding both keeps them near 200 MB
 * (docs/performance.md); the live heap stays well below these limits. docker-compose.yml sets the same.
 */
export const HEAP_FLAGS = {
  api: ['--max-semi-space-size=16', '--max-old-space-size=192'],
  bff: ['--max-semi-space-size=12', '--max-old-space-size=160'],
} as const;

// Each program runs with this Node (the project's Node 24), like its workspace's `start` script.
const nodeProgram = (name: keyof typeof HEAP_FLAGS, workspace: string, env: NodeJS.ProcessEnv): Program => ({
  name,
  command: process.execPath,
  args: [...HEAP_FLAGS[name], 'src/main.ts'],
  cwd: path.join(ROOT, workspace),
  // glibc gives each thread that allocates (V8's helpers, libuv's pool) an arena of its own, kept once
  // grown: two arenas held the bff after 10,000 requests at 191-200 MB instead of 200-202
  // (docs/performance.md). A setting of the caller's environment wins; docker-compose.yml sets the same.
  env: { MALLOC_ARENA_MAX: '2', ...process.env, ...env },
});

/**
 * The api and the bff as `npm start` runs them (the benchmarks run the same), with `env` added. They
 * share a key made for this start (unless BFF_API_KEY is given): the api believes the client address
 * the bff forwards, and nobody else's (docs/security.md, Client addresses).
 */
export function platformPrograms(env: NodeJS.ProcessEnv = {}): Program[] {
  const bffApiKey = env.BFF_API_KEY ?? process.env.BFF_API_KEY ?? randomBytes(32).toString('base64url');
  return [
    nodeProgram('api', 'api', { ...env, BFF_API_KEY: bffApiKey }),
    nodeProgram('bff', 'bff', { SERVE_WEB_APP: 'true', ...env, BFF_API_KEY: bffApiKey }),
  ];
}
