import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFreshDatabase, SERVER_URL } from './fresh-database.ts';
import { signInDemoStudent, TEN_ITEM_LIST } from './graphql-operations.ts';
import { CONNECTIONS, MEASURE_SECONDS, requestsPerSecond } from './load.ts';
import { median } from './median.ts';
import { startPlatform, type BenchPlatform } from './platform.ts';
import { stopOnExit } from './processes.ts';
import { formatCount, progress, type Figure } from './report.ts';

const ANONYMOUS_GOAL = 0.35;
const SIGNED_IN_GOAL = 0.6;
const SIGNED_IN_ROUNDS = 3;

const graphqlTarget = (platform: BenchPlatform, token?: string) => ({
  url: `${platform.webUrl}/graphql`,
  method: 'POST' as const,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: TEN_ITEM_LIST,
});

/** Runs the bare server on the exact answer the bff gave, for as long as `measure` runs. */
async function withBareServer<T>(body: Buffer, contentType: string, measure: (url: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bourses-bare-'));
  const bodyFile = path.join(folder, 'answer.json');
  await writeFile(bodyFile, body);
  const server = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.ts'), bodyFile, contentType], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const forget = stopOnExit(() => [server.pid]);
  try {
    const [chunk] = await once(server.stdout, 'data');
    return await measure(`http://127.0.0.1:${String(chunk).trim()}/`);
  } finally {
    server.kill('SIGKILL');
    forget();
    await rm(folder, { recursive: true, force: true });
  }
}

const ratio = (value: number, reference: number) => (reference > 0 ? value / reference : 0);
const times = (value: number) => `${value.toFixed(2)}×`;

/** Both catalogue ratios on one database, each pair measured back to back in this one run. */
async function measureOn(platform: BenchPlatform, database: string): Promise<Figure[]> {
  // The answer's bytes as the load generator receives them (no compression asked for).
  const sample = await fetch(`${platform.webUrl}/graphql`, { ...graphqlTarget(platform), headers: { ...graphqlTarget(platform).headers, 'Accept-Encoding': 'identity' } });
  const answer = Buffer.from(await sample.arrayBuffer());
  if (!sample.ok || !answer.includes('"items"')) throw new Error(`the GraphQL list failed: ${answer.toString().slice(0, 500)}`);

  progress(`${database}: bare Node server sending the list's ${answer.length} bytes`);
  const bare = await withBareServer(answer, sample.headers.get('content-type') ?? 'application/json', (url) =>
    requestsPerSecond({ url, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: TEN_ITEM_LIST }),
  );
  progress(`${database}: anonymous GraphQL list`);
  const anonymous = await requestsPerSecond(graphqlTarget(platform));

  const token = await signInDemoStudent(platform.webUrl);
  // Taken in turns, each the median of its rounds: one pair measured once moved with the machine's
  // load by more than the goal's margin (0.57× and 0.71× for one build).
  const throughBffRounds: number[] = [];
  const fromApiRounds: number[] = [];
  for (let round = 1; round <= SIGNED_IN_ROUNDS; round += 1) {
    progress(`${database}: signed-in list through the bff, round ${round} of ${SIGNED_IN_ROUNDS}`);
    throughBffRounds.push(await requestsPerSecond(graphqlTarget(platform, token)));
    progress(`${database}: the same list straight from the api, round ${round} of ${SIGNED_IN_ROUNDS}`);
    fromApiRounds.push(
      await requestsPerSecond({
        // What the bff asks for the cards: the same request, the same answer.
        url: `${platform.apiUrl}/api/scholarships?page=1&limit=10&language=fr&view=summary`,
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' },
      }),
    );
  }
  const throughBff = median(throughBffRounds);
  const fromApi = median(fromApiRounds);

  const anonymousRatio = ratio(anonymous, bare);
  const signedInRatio = ratio(throughBff, fromApi);
  return [
    {
      figure: `anonymous GraphQL list ÷ bare Node server, ${database}`,
      value: `${times(anonymousRatio)} (${formatCount(anonymous)} / ${formatCount(bare)} req/s)`,
      goal: `≥ ${times(ANONYMOUS_GOAL)}`,
      met: anonymousRatio >= ANONYMOUS_GOAL,
    },
    {
      figure: `signed-in list through the bff ÷ straight from the api, ${database}, median of ${SIGNED_IN_ROUNDS} rounds in turn`,
      value: `${times(signedInRatio)} (${formatCount(throughBff)} / ${formatCount(fromApi)} req/s)`,
      goal: `≥ ${times(SIGNED_IN_GOAL)}`,
      met: signedInRatio >= SIGNED_IN_GOAL,
    },
  ];
}

/** The catalogue's throughput ratios on PGlite and, when a server is configured, on a fresh PostgreSQL database. */
export async function catalogueThroughput(): Promise<Figure[]> {
  progress(`catalogue throughput: ${CONNECTIONS} connections, ${MEASURE_SECONDS} s per measure`);
  const figures: Figure[] = [];
  const embedded = await startPlatform();
  try {
    figures.push(...(await measureOn(embedded, 'PGlite')));
  } finally {
    await embedded.stop();
  }
  if (!SERVER_URL) return figures;
  const database = await createFreshDatabase(SERVER_URL);
  try {
    const server = await startPlatform({ databaseUrl: database.url });
    try {
      figures.push(...(await measureOn(server, 'PostgreSQL')));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
  return figures;
}
