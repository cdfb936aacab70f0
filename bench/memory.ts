import { readFile } from 'node:fs/promises';
import { createFreshDatabase, SERVER_URL } from './fresh-database.ts';
import { firstScholarshipIds, graphqlBody, SCHOLARSHIP_DETAIL, SCHOLARSHIP_FILTER_OPTIONS, signInDemoStudent, TEN_ITEM_LIST } from './graphql-operations.ts';
import { sendRequests } from './load.ts';
import { startPlatform, type BenchPlatform } from './platform.ts';
import { progress, type Figure } from './report.ts';

const REQUESTS = 10_000;
const GOALS_MB = { api: 250, bff: 200 } as const;

/** Resident and peak resident memory of a process, in MB, from /proc. */
async function residentMb(pid: number | undefined): Promise<{ now: number; peak: number } | undefined> {
  if (pid === undefined) return undefined;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { now: kilobytes('VmRSS') / 1024, peak: kilobytes('VmHWM') / 1024 };
}

/**
 * The catalogue as visitors and students use it: lists, details and filter menus, anonymous and signed
 * in, and its pages as a browser opens them (the bff renders them with their data).
 */
async function catalogueTraffic(platform: BenchPlatform): Promise<void> {
  const token = await signInDemoStudent(platform.webUrl);
  const ids = await firstScholarshipIds(platform.webUrl);
  const post = (body: string, signedIn: boolean) => ({
    method: 'POST' as const,
    path: '/graphql',
    headers: { 'Content-Type': 'application/json', ...(signedIn ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const page = (path: string, language: string) => ({
    method: 'GET' as const,
    path,
    headers: { Accept: 'text/html', 'Accept-Language': language },
  });
  const requests = [
    ...['fr', 'ar'].flatMap((language) => ['/bourses', '/bourses?country=FR', `/bourses/${ids[0]}`].map((path) => page(path, language))),
    post(TEN_ITEM_LIST, false),
    post(TEN_ITEM_LIST, true),
    ...ids.slice(0, 4).map((id, index) => post(graphqlBody('ScholarshipDetail', SCHOLARSHIP_DETAIL, { id }), index % 2 === 0)),
    post(graphqlBody('ScholarshipFilterOptions', SCHOLARSHIP_FILTER_OPTIONS), false),
  ];
  await sendRequests(platform.webUrl, REQUESTS, requests);
}

/** Resident memory of the api and the bff after 10,000 catalogue requests, on PostgreSQL when a server is configured. */
export async function memoryAfterLoad(): Promise<Figure[]> {
  const database = SERVER_URL ? await createFreshDatabase(SERVER_URL) : undefined;
  const on = database ? 'PostgreSQL' : 'PGlite (no DATABASE_URL: the goal is for PostgreSQL)';
  try {
    const platform = await startPlatform({ databaseUrl: database?.url });
    try {
      progress(`memory: ${REQUESTS} requests through the bff on ${database ? 'PostgreSQL' : 'PGlite'}`);
      const before = { api: await residentMb(platform.pid('api')), bff: await residentMb(platform.pid('bff')) };
      await catalogueTraffic(platform);
      const figures: Figure[] = [];
      for (const name of ['api', 'bff'] as const) {
        const after = await residentMb(platform.pid(name));
        const goal = GOALS_MB[name];
        figures.push({
          figure: `${name} resident memory after ${REQUESTS.toLocaleString('en-US')} requests, ${on}`,
          value: after
            ? `${after.now.toFixed(0)} MB (peak ${after.peak.toFixed(0)} MB, ${before[name]?.now.toFixed(0) ?? '?'} MB once started)`
            : 'process not found',
          goal: `≤ ${goal} MB`,
          met: after && database ? after.now <= goal : undefined,
        });
      }
      return figures;
    } finally {
      await platform.stop();
    }
  } finally {
    await database?.drop();
  }
}
