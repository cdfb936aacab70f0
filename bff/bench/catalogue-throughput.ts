// npm run bench:catalogue -w @bourses/bff [-- --seconds 10 --connections 32]
// With TEST_DATABASE_URL (a PostgreSQL server), on a fresh database there; else on embedded PGlite.
// Starts the api and the bff as `npm start` would (each its own process, logs at info), then, in
// one run side by side, 32 connections asking for a 10-item list for ~10 s each:
//   bare Node server sending the anonymous GraphQL list's bytes  vs  the anonymous GraphQL list;
//   the signed-in (uncached) list through the bff  vs  the same list straight from the api.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createFreshServerDatabase } from '@bourses/api/test/test-database';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '32' } },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const ROOT = path.resolve(import.meta.dirname, '../..');
const out = (line = '') => process.stdout.write(`${line}\n`);

const LIST = `query ScholarshipList($limit: Int) {
  scholarships(limit: $limit) {
    items { id title description country university imageUrl startDate deadline deadlinePassed }
    pagination { total page limit pages }
  }
}`;
const LIST_BODY = JSON.stringify({ query: LIST, variables: { limit: 10 } });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(program: string, env: Record<string, string>): ChildProcess {
  // BENCH_NODE_OPTIONS: e.g. --cpu-prof for a profile of both servers under load.
  const nodeOptions = process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...nodeOptions, path.join(ROOT, program)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then((res) => res.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function run(name: string, options: autocannon.Options): Promise<number> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  out(`${name.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(7)} req/s  p99 ${result.latency.p99} ms${failures ? `  (${failures} failed)` : ''}`);
  return result.requests.average;
}

async function main() {
  const database = await createFreshServerDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-bench-'));
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  // The api believes the client address the bff forwards with this key (docs/security.md, Client addresses).
  const bffApiKey = randomBytes(32).toString('hex');
  const children: ChildProcess[] = [];
  try {
    children.push(
      start('api/src/main.ts', {
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'true',
        BFF_API_KEY: bffApiKey,
        ...(database ? { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') } : {}),
      }),
    );
    await waitFor(`${apiUrl}/healthz`);
    // The per-address GraphQL limit would answer 429 to a benchmark from one address.
    children.push(
      start('bff/src/main.ts', { PORT: String(bffPort), API_URL: apiUrl, BFF_API_KEY: bffApiKey, GRAPHQL_REQUESTS_PER_MINUTE: '100000000' }),
    );
    await waitFor(`${bffUrl}/healthz`);

    const login = await fetch(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { login(email: "etudiant@bourses.ma", password: "Student123!") { accessToken } }',
      }),
    }).then((res) => res.json() as Promise<{ data: { login: { accessToken: string } } }>);
    const authorization = `Bearer ${login.data.login.accessToken}`;

    const graphql = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: LIST_BODY };
    const bytes = await fetch(`${bffUrl}/graphql`, graphql).then((res) => res.text());
    const bare = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(bytes) });
      res.end(bytes);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const barePort = (bare.address() as AddressInfo).port;

    out(`${database ? 'PostgreSQL' : 'PGlite'}; ${CONNECTIONS} connections, ${SECONDS} s each; list of 10 (${Buffer.byteLength(bytes)} bytes)`);
    const bareRate = await run('bare Node server, same bytes', { url: `http://127.0.0.1:${barePort}` });
    bare.close();
    const anonymous = await run('anonymous GraphQL list (bff)', { url: `${bffUrl}/graphql`, ...graphql });
    const anonymousRest = await run('anonymous REST list (api)', { url: `${apiUrl}/api/scholarships?limit=10` });
    const signedIn = await run('signed-in GraphQL list (bff, uncached)', {
      url: `${bffUrl}/graphql`,
      ...graphql,
      headers: { ...graphql.headers, authorization },
    });
    const signedInRest = await run('signed-in REST list (api)', {
      url: `${apiUrl}/api/scholarships?limit=10`,
      headers: { authorization },
    });
    out();
    out(`anonymous GraphQL / bare Node:     ${(anonymous / bareRate).toFixed(2)}× (goal ≥ 0.35)`);
    out(`anonymous REST / bare Node:        ${(anonymousRest / bareRate).toFixed(2)}×`);
    out(`signed-in GraphQL / signed-in REST: ${(signedIn / signedInRest).toFixed(2)}× (goal ≥ 0.6)`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await database?.drop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
