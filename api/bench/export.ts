// npm run bench:export [-- --applications 100000]
// Seeds a fresh database on the PostgreSQL server of DATABASE_URL (or TEST_DATABASE_URL) with
// `--applications` applications in a few SQL statements (generate_series, not HTTP), then downloads
// the staff export of all of them over HTTP, as CSV and as XLSX, and prints for each: rows, seconds,
// megabytes and the process's peak RSS growth while it ran. Goal: 100,000 rows in 15 s at most,
// with memory flat (the rows are streamed in chunks: docs/performance.md).
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { seedDemoScholarships } from '../src/seed/demo-scholarships.ts';
import { benchAdminToken, benchDatabase, out, requireServerUrl, startBenchApi } from './bench-api.ts';

const { values } = parseArgs({ options: { applications: { type: 'string', default: '100000' } } });
const APPLICATIONS = Number(values.applications);
const GOAL_SECONDS = 15;

/** Reads an answer to its end without keeping it, sampling the RSS meanwhile. */
async function timeDownload(url: string, token: string) {
  const rssBefore = process.memoryUsage.rss();
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const started = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' } });
  if (!res.ok || !res.body) throw new Error(`The export answered ${res.status}`);
  let bytes = 0;
  let lineEnds = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 0x0a) lineEnds += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, lineEnds, rssDeltaMb: (peak - rssBefore) / 1024 / 1024 };
}

async function main(): Promise<void> {
  const database = await benchDatabase(requireServerUrl());
  const { context, baseUrl, close } = await startBenchApi(database.url);
  try {
    const seeding = performance.now();
    const scholarships = await seedDemoScholarships(context);
    const students = Math.ceil(APPLICATIONS / scholarships);
    // One statement per table: students (half with Arabic names), then every student applies to
    // every scholarship until the count is reached, a second apart, with the four statuses.
    await sql`insert into users (email, password_hash, first_name, last_name, phone_number, role, approval_status, is_verified, language)
      select 'bench-' || i || '@bench.ma', 'x',
        case when i % 2 = 0 then 'سلمى' else 'Salma' end,
        case when i % 2 = 0 then 'العلوي ' || i else 'Bennani ' || i end,
        '+212612345678', 'CLIENT', 'APPROVED', true, 'fr'
      from generate_series(1, ${students}) as i`.execute(context.db);
    await sql`insert into applications (scholarship_id, user_id, status, feedback, created_at, updated_at)
      select s.id, u.id, (array['pending', 'approved', 'rejected', 'withdrawn'])[1 + (row_number() over () % 4)],
        null, now() - (row_number() over ()) * interval '1 second', now()
      from (select id from users where role = 'CLIENT') u cross join (select id from scholarships) s
      limit ${APPLICATIONS}`.execute(context.db);
    await sql`vacuum analyze`.execute(context.db);
    out(`Seeded ${APPLICATIONS} applications (${students} students, ${scholarships} scholarships) in ${((performance.now() - seeding) / 1000).toFixed(1)} s.`);

    const accessToken = await benchAdminToken(context);

    out(`${'format'.padEnd(7)} ${'rows'.padStart(8)} ${'seconds'.padStart(8)} ${'MB'.padStart(7)} ${'peak RSS +MB'.padStart(13)}`);
    for (const format of ['csv', 'xlsx'] as const) {
      const result = await timeDownload(`${baseUrl}/api/admin/applications/export?format=${format}`, accessToken);
      const rows = format === 'csv' ? result.lineEnds - 1 : APPLICATIONS;
      out(
        `${format.padEnd(7)} ${String(rows).padStart(8)} ${result.seconds.toFixed(1).padStart(8)} ${(result.bytes / 1024 / 1024).toFixed(1).padStart(7)} ${result.rssDeltaMb.toFixed(0).padStart(13)}  (goal ≤ ${GOAL_SECONDS} s: ${result.seconds <= GOAL_SECONDS ? 'met' : 'NOT met'})`,
      );
    }
  } finally {
    await close();
    await database.drop();
  }
}

await main();
