// npm run bench:staff [-- --students 500000 --applications 500000 --runs 50 --keep] [-- --reuse NAME]
// Seeds a fresh database on the PostgreSQL server of DATABASE_URL (or TEST_DATABASE_URL) with the
// bulk seed (npm run seed), then times the staff lists and the work queue over HTTP as an admin
// (p50/p95) and prints the EXPLAIN (ANALYZE, BUFFERS) plan of every statement each one runs.
// --keep leaves the database; --reuse NAME times a kept one again without seeding (and keeps it).
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { workQueue } from '../src/applications/dashboard-queries.ts';
import { listApplications, type ApplicationFilters } from '../src/applications/application-queries.ts';
import type { DB } from '../src/db/schema.ts';
import { hashPassword } from '../src/iam/password.ts';
import { listUsers, type UserFilters } from '../src/iam/users/users-queries.ts';
import { DEFAULT_USER_SORT, type UserSort } from '../src/iam/users/user-sort.ts';
import { casablancaToday } from '../src/scholarships/deadline.ts';
import { seedBulkData } from '../src/seed/bulk-seed.ts';
import { SEEDED_STUDENT_PASSWORD } from '../src/seed/bulk-students.ts';
import {
  benchAdminToken,
  benchDatabase,
  explainEach,
  out,
  percentile,
  recordingDb,
  requireServerUrl,
  startBenchApi,
} from './bench-api.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '500000' },
    applications: { type: 'string', default: '500000' },
    scholarships: { type: 'string', default: '200' },
    runs: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const GOAL_MS = 100;

type Explained = (db: Kysely<DB>) => Promise<unknown>;
interface Scenario {
  name: string;
  path: string;
  explain: Explained;
}

const PAGE = { page: 1, limit: 10 };
const applications =
  (filters: Omit<ApplicationFilters, 'page' | 'limit'>): Explained =>
  (db) =>
    listApplications(db, { ...PAGE, ...filters }, 'fr');
const accounts =
  (filters: UserFilters, sort: UserSort = DEFAULT_USER_SORT): Explained =>
  (db) =>
    listUsers(db, filters, sort, { offset: 0, limit: 10 });
/** The applications list filtered as the console asks for it, and the same list explained. */
const applicationsWith = (name: string, filters: { status?: 'pending'; scholarshipId?: number; search?: string }): Scenario => ({
  name: `applications, ${name}`,
  path: `/api/scholarships/applications?${new URLSearchParams(Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)]))}`,
  explain: applications(filters),
});

// The console's lists go through the same routes (the bff calls /api/scholarships/applications for staff too).
function scenarios(scholarshipId: number): Scenario[] {
  return [
    { name: 'applications, default', path: '/api/scholarships/applications', explain: applications({}) },
    ...(['pending', 'approved', 'rejected', 'withdrawn'] as const).map((status) => ({
      name: `applications, ${status}`,
      path: `/api/scholarships/applications?status=${status}`,
      explain: applications({ status }),
    })),
    applicationsWith('one scholarship', { scholarshipId }),
    applicationsWith('pending of a scholarship', { status: 'pending', scholarshipId }),
    applicationsWith('search a name', { search: 'benjelloun' }),
    applicationsWith('search an address', { search: 'etudiant.bench.4242' }),
    applicationsWith('search a title', { search: 'P307' }),
    {
      name: 'applications, page 50',
      path: '/api/scholarships/applications?page=50',
      explain: (db) => listApplications(db, { page: 50, limit: 10 }, 'fr'),
    },
    { name: 'accounts, default', path: '/api/iam/users', explain: accounts({}) },
    { name: 'accounts, pending approval', path: '/api/iam/users?approval_status=PENDING', explain: accounts({ approvalStatus: 'PENDING' }) },
    { name: 'accounts, search a name', path: '/api/iam/users?search=benjelloun', explain: accounts({ search: 'benjelloun' }) },
    { name: 'accounts, search an address', path: '/api/iam/users?search=etudiant.bench.4242', explain: accounts({ search: 'etudiant.bench.4242' }) },
    { name: 'accounts, sorted by name', path: '/api/iam/users?sort=name', explain: accounts({}, { field: 'name', order: 'asc' }) },
    {
      name: 'work queue (dashboard)',
      path: '/api/admin/dashboard',
      // Nobody is assigned anything in the seed: the assigned-to-me counts read an empty index range.
      explain: (db) => workQueue(db, 'fr', new Date(), '00000000-0000-0000-0000-000000000000'),
    },
  ];
}

async function timeRequests(baseUrl: string, pathAndQuery: string, token: string) {
  const call = async () => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { Authorization: `Bearer ${token}` } });
    const body: unknown = await res.json();
    if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${JSON.stringify(body)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await call());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** Fills the fresh database with the bulk seed, then does what autovacuum would after a bulk load. */
async function seed(db: Kysely<DB>): Promise<void> {
  const seedStarted = performance.now();
  const now = new Date();
  const written = await seedBulkData(
    db,
    {
      scholarships: Number(values.scholarships),
      students: Number(values.students),
      applications: Number(values.applications),
    },
    {
      now,
      today: casablancaToday(now),
      passwordHash: await hashPassword(SEEDED_STUDENT_PASSWORD),
      runTag: 'bench',
    },
  );
  const seeded = ((performance.now() - seedStarted) / 1000).toFixed(1);
  // Statistics and the visibility map (index-only scans).
  await sql`vacuum analyze`.execute(db);
  out(
    `Seeded ${written.scholarships} scholarships, ${written.students} students and ${written.applications} applications in ${seeded} s (vacuum analyze after).`,
  );
}

async function main(): Promise<void> {
  const database = await benchDatabase(requireServerUrl(), values.reuse);
  const api = await startBenchApi(database.url);
  const explaining = recordingDb(database.url);
  try {
    const version = await sql<{ version: string }>`select version()`.execute(api.context.db);
    out(`PostgreSQL: ${version.rows[0]?.version}`);
    if (!values.reuse) await seed(api.context.db);
    out(`${RUNS} timed requests per call after 5 warm-ups.`);
    const accessToken = await benchAdminToken(api.context);
    const busiest = await api.context.db
      .selectFrom('applications')
      .select((eb) => ['scholarshipId', eb.fn.countAll<number>().as('n')])
      .groupBy('scholarshipId')
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();

    const results: { name: string; p50: number; p95: number; database: number }[] = [];
    for (const scenario of scenarios(busiest.scholarshipId)) {
      const timing = await timeRequests(api.baseUrl, scenario.path, accessToken);
      explaining.recorded.length = 0;
      await scenario.explain(explaining.db);
      out(`\n=== ${scenario.name}: GET ${scenario.path}`);
      const slowest = await explainEach(api.context.db, [...explaining.recorded]);
      results.push({ name: scenario.name, ...timing, database: slowest });
    }

    out(
      `\n=== HTTP timings (ms, end to end through the api, as staff; "slowest SQL" is its EXPLAIN ANALYZE time)`,
    );
    out(`| call | p50 | p95 | slowest SQL | goal p95 ≤ ${GOAL_MS} |`);
    out('| --- | ---: | ---: | ---: | --- |');
    for (const result of results) {
      out(
        `| ${result.name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.database.toFixed(1)} | ${result.p95 <= GOAL_MS ? 'met' : 'NOT met'} |`,
      );
    }
  } finally {
    await api.close();
    await explaining.db.destroy();
    if (values.keep || values.reuse) out(`\nKept database ${database.name}`);
    else await database.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
