// npm run seed -- [--students N --applications M] [--scholarships S] [--batch-size 1000]
// Fills the configured database with generated data, for load tests, benchmarks and demos.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../config/config.ts';
import { dataDirLayout } from '../config/data-dir.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { hashPassword } from '../iam/password.ts';
import { casablancaToday } from '../scholarships/deadline.ts';
import { seedBulkData, type BulkSeed } from '../seed/bulk-seed.ts';
import { SEEDED_STUDENT_PASSWORD } from '../seed/bulk-students.ts';
import { readOptions, runCommand, UsageError } from './cli-options.ts';

const USAGE = `Usage: npm run seed -- [--students <count>] [--applications <count>] [--scholarships <count>] [--batch-size <scholarships per insert, default 1000>]

Adds generated data to the database:
  --scholarships  scholarships (French and Arabic content, a third also in English; deadlines spread
                  over a year either side of today); 200 by default when --applications is given.
  --students      student accounts with Moroccan names: about 60% approved, 30% waiting for approval,
                  10% rejected, created over the last 60 days. They all sign in with the password
                  ${SEEDED_STUDENT_PASSWORD} (test accounts: one shared hash keeps the seed fast).
  --applications  applications of this run's approved students to this run's scholarships: about 40%
                  pending, 30% approved, 20% rejected, 10% withdrawn, with their history.
Uses DATABASE_URL when set, else the embedded database under DATA_DIR: stop the api first, the
embedded database allows one process. 500,000 students and 500,000 applications take a minute or
two on PostgreSQL; the embedded database is for smaller numbers.
`;

const DEFAULT_SCHOLARSHIPS_FOR_APPLICATIONS = 200;

function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,7}$/.test(value)) throw new UsageError(`--${name} must be a whole number from 1`);
  return Number(value);
}

function readArguments(argv: string[]): BulkSeed | undefined {
  const values = readOptions(argv, {
    scholarships: { type: 'string' },
    students: { type: 'string' },
    applications: { type: 'string' },
    'batch-size': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return undefined;
  const students = wholeNumber(values.students, 'students') ?? 0;
  const applications = wholeNumber(values.applications, 'applications') ?? 0;
  const scholarships =
    wholeNumber(values.scholarships, 'scholarships') ??
    (applications > 0 ? DEFAULT_SCHOLARSHIPS_FOR_APPLICATIONS : 0);
  if (students + applications + scholarships === 0)
    throw new UsageError('Say what to add: --students, --applications or --scholarships');
  if (applications > 0 && students === 0)
    throw new UsageError(
      '--applications needs --students: applications are made by the students of the same run',
    );
  return {
    scholarships,
    students,
    applications,
    scholarshipBatchSize: Math.min(wholeNumber(values['batch-size'], 'batch-size') ?? 1000, 5000),
  };
}

async function main(argv: string[]): Promise<number> {
  const counts = readArguments(argv);
  if (!counts) {
    process.stdout.write(USAGE);
    return 0;
  }
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: dataDirLayout(config.dataDir).database });
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const now = new Date();
    const progress = (what: string, total: number) => (written: number) => {
      if (process.stdout.isTTY) process.stdout.write(`\r${written} / ${total} ${what}   `);
    };
    const written = await seedBulkData(db, counts, {
      now,
      today: casablancaToday(now),
      passwordHash: await hashPassword(SEEDED_STUDENT_PASSWORD),
      runTag: randomBytes(3).toString('hex'),
      progress,
    });
    // Fresh statistics and visibility map, so that the planner picks the indexes straight away.
    await sql`vacuum analyze`.execute(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `\n${written.scholarships} scholarships, ${written.students} students and ${written.applications} applications written in ${seconds} s (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})\n`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand('seed', USAGE, main);
