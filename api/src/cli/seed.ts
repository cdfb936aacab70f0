// npm run seed -- --scholarships 100000 [--batch-size 1000]
// Fills the configured database with generated scholarships, for load tests and benchmarks.
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config/config.ts';
import { dataDirLayout } from '../config/data-dir.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { casablancaToday } from '../scholarships/deadline.ts';
import { insertBulkScholarships } from '../seed/bulk-scholarships.ts';
import { readOptions, UsageError } from './cli-options.ts';

const USAGE = `Usage: npm run seed -- --scholarships <count> [--batch-size <rows per insert, default 1000>]

Adds <count> generated scholarships (French and Arabic content, a third also in English; deadlines
spread over a year either side of today) to the database. Uses DATABASE_URL when set, else the
embedded database under DATA_DIR: stop the api first, the embedded database allows one process.
`;

function positiveWholeNumber(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (value === undefined || !/^[1-9]\d{0,7}$/.test(value))
    throw new UsageError(`--${name} must be a whole number from 1`);
  return Number(value);
}

function readArguments(argv: string[]) {
  const values = readOptions(argv, {
    scholarships: { type: 'string' },
    'batch-size': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return undefined;
  return {
    scholarships: positiveWholeNumber(values.scholarships, 'scholarships'),
    batchSize: Math.min(positiveWholeNumber(values['batch-size'], 'batch-size', 1000), 5000),
  };
}

async function main(): Promise<void> {
  const options = readArguments(process.argv.slice(2));
  if (!options) {
    process.stdout.write(USAGE);
    return;
  }
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: dataDirLayout(config.dataDir).database });
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const written = await insertBulkScholarships(db, options.scholarships, {
      today: casablancaToday(new Date()),
      batchSize: options.batchSize,
      onBatch: (count) => {
        if (process.stdout.isTTY) process.stdout.write(`\r${count} / ${options.scholarships} scholarships`);
      },
    });
    // Fresh statistics and visibility map, so that the planner picks the indexes straight away.
    await sql`vacuum analyze scholarships, scholarship_translations`.execute(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `\n${written} scholarships written in ${seconds} s (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${USAGE}`);
  else process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
});
