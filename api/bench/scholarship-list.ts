// npm run bench:scholarships [-- --scholarships 100000 --runs 50 --keep]
// Seeds a fresh database on the PostgreSQL server of DATABASE_URL (or TEST_DATABASE_URL) with
// generated scholarships, then times the list endpoint over HTTP for typical filters and prints
// the EXPLAIN ANALYZE plan of every query each one runs.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { casablancaToday } from '../src/scholarships/deadline.ts';
import {
  listScholarshipRows,
  type ScholarshipFilters,
} from '../src/scholarships/scholarship-queries.ts';
import { insertBulkScholarships } from '../src/seed/bulk-scholarships.ts';
import { benchDatabase, explainEach, out, percentile, recordingDb, requireServerUrl, startBenchApi } from './bench-api.ts';

const { values } = parseArgs({
  options: {
    scholarships: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
  },
});
const COUNT = Number(values.scholarships);
const RUNS = Number(values.runs);

const today = casablancaToday(new Date());
const inDays = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Scenario {
  name: string;
  query: Record<string, string | number>;
  filters: ScholarshipFilters;
  page: number;
  limit: number;
}

/** A scenario on the first page of ten. */
const firstPage = (name: string, query: Scenario['query'], filters: ScholarshipFilters): Scenario => ({
  name,
  query,
  filters,
  page: 1,
  limit: 10,
});

// Typical calls of the list screen, the filter menus and the bff's batching.
const SCENARIOS: Scenario[] = [
  firstPage('first page, no filter', {}, {}),
  { name: 'page 100 of the open ones', query: { page: 100 }, filters: {}, page: 100, limit: 10 },
  { name: 'a page among the closed ones', query: { page: 7000 }, filters: {}, page: 7000, limit: 10 },
  firstPage('country', { country: 'MA' }, { country: 'MA' }),
  firstPage('university', { university: 'Université Japon Nord' }, { university: 'Université Japon Nord' }),
  firstPage('still open in 60 days', { deadline: inDays(60) }, { openOn: inDays(60) }),
  firstPage('search, common word (fr)', { search: 'informatique' }, { search: 'informatique' }),
  firstPage('search, accents (fr)', { search: 'énergies renouvelables' }, { search: 'énergies renouvelables' }),
  firstPage('search, Arabic with harakat', { search: 'الطّبّ' }, { search: 'الطّبّ' }),
  firstPage('search, rare programme', { search: 'p526' }, { search: 'p526' }),
  firstPage(
    'search + country + open in 30 days',
    { search: 'doctorat', country: 'FR', deadline: inDays(30) },
    { search: 'doctorat', country: 'FR', openOn: inDays(30) },
  ),
  { name: 'limit 100', query: { limit: 100 }, filters: {}, page: 1, limit: 100 },
];

async function timeRequests(
  baseUrl: string,
  pathAndQuery: string,
): Promise<{ p50: number; p95: number; total: number }> {
  const call = async () => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${pathAndQuery}`);
    const body: unknown = await res.json();
    if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const { ms, body } = await call();
    times.push(ms);
    if (typeof body === 'object' && body !== null && 'data' in body) {
      const data = body.data;
      if (typeof data === 'object' && data !== null && 'pagination' in data) {
        const pagination = data.pagination;
        if (typeof pagination === 'object' && pagination !== null && 'total' in pagination)
          total = Number(pagination.total);
      }
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), total };
}

async function main(): Promise<void> {
  const database = await benchDatabase(requireServerUrl());
  const { context, baseUrl, close } = await startBenchApi(database.url);
  // A second connection that records every statement, to explain exactly what the endpoint runs.
  const { db: explaining, recorded } = recordingDb(database.url);

  try {
    const version = await sql<{ version: string }>`select version()`.execute(context.db);
    out(`PostgreSQL: ${version.rows[0]?.version}`);
    const seedStarted = performance.now();
    await insertBulkScholarships(context.db, COUNT, { today });
    // What autovacuum does after a bulk load: statistics and the visibility map (index-only scans).
    await sql`vacuum analyze`.execute(context.db);
    out(
      `Seeded ${COUNT} scholarships in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; today (Casablanca) ${today}; ${RUNS} timed requests per scenario after 5 warm-ups.`,
    );

    const results: { name: string; p50: number; p95: number; total: number }[] = [];
    for (const scenario of SCENARIOS) {
      const query = new URLSearchParams(
        Object.fromEntries(Object.entries(scenario.query).map(([key, value]) => [key, String(value)])),
      );
      const timing = await timeRequests(baseUrl, `/api/scholarships?${query}`);
      results.push({ name: scenario.name, ...timing });

      recorded.length = 0;
      await listScholarshipRows(
        explaining,
        scenario.filters,
        { offset: (scenario.page - 1) * scenario.limit, limit: scenario.limit },
        today,
        { languages: ['fr'], applicationCounts: false },
      );
      out(`\n=== ${scenario.name}: GET /api/scholarships?${decodeURIComponent(query.toString())}`);
      await explainEach(context.db, [...recorded]);
    }

    const ids = Array.from({ length: 50 }, (_, i) => 1 + i * Math.floor(COUNT / 50)).join(',');
    results.push({
      name: 'ids=50 ids (bff batch)',
      ...(await timeRequests(baseUrl, `/api/scholarships?ids=${ids}`)),
    });
    results.push({
      name: 'detail',
      ...(await timeRequests(baseUrl, `/api/scholarships/${Math.floor(COUNT / 2)}`)),
    });
    results.push({
      name: 'filter menus (/filters)',
      ...(await timeRequests(baseUrl, '/api/scholarships/filters')),
    });

    out(`\n=== HTTP timings over ${COUNT} scholarships (ms, end to end through the api)`);
    out(`${'scenario'.padEnd(40)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'matches'.padStart(9)}`);
    for (const result of results) {
      out(
        `${result.name.padEnd(40)} ${result.p50.toFixed(1).padStart(8)} ${result.p95.toFixed(1).padStart(8)} ${String(result.total).padStart(9)}`,
      );
    }
  } finally {
    await close();
    await explaining.destroy();
    if (values.keep) out(`\nKept database ${database.name}`);
    else await database.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
