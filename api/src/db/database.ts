import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { pgliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Both drivers answer the same shapes: dates as 'yyyy-mm-dd' strings, counts as numbers.
const parseDate = (value: string) => value;
const parseCount = (value: string) => Number(value);

/** A real PostgreSQL server when a URL is given, else embedded PGlite (in memory when no folder). */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  let dialect: Dialect;
  if (options.url) {
    pg.types.setTypeParser(DATE_OID, parseDate);
    pg.types.setTypeParser(INT8_OID, parseCount);
    pg.types.setTypeParser(NUMERIC_OID, parseCount);
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: options.url, max: 10 }) });
  } else {
    if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
    const embedded = await PGlite.create({
      dataDir: options.dataDir,
      parsers: { [DATE_OID]: parseDate, [INT8_OID]: parseCount, [NUMERIC_OID]: parseCount },
      extensions: { pg_trgm },
    });
    dialect = pgliteDialect(embedded);
  }
  return new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] });
}
