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

// A call during an outage should fail fast (503, retry) rather than hang until the bff times out.
const CONNECTION_TIMEOUT_MS = 3000;

/** How the server pool is sized, and the longest one statement may run there (PostgreSQL's statement_timeout). */
export interface ServerPoolSettings {
  max: number;
  /** Undefined: no limit (the command-line tools, whose bulk work may rightly take long). */
  statementTimeoutMs?: number;
}

const DEFAULT_POOL: ServerPoolSettings = { max: 10 };

/**
 * A pool that survives the server going away: a connection it loses (idle or lent to a request)
 * is reported to `onConnectionError` and dropped instead of crashing the process with an unhandled
 * 'error' event; the next query opens a new one.
 */
function createServerPool(
  url: string,
  settings: ServerPoolSettings,
  onConnectionError: (error: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.max,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    keepAlive: true,
    // Set when each connection opens: the server itself cancels a statement that runs too long (57014).
    ...(settings.statementTimeoutMs === undefined ? {} : { statement_timeout: settings.statementTimeoutMs }),
  });
  // Every connection reports its own loss, idle or lent to a request (between two statements of a
  // transaction, pg-pool has no listener on it and the error would be unhandled); its query fails instead.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
  });
  // pg-pool drops a lost idle connection, then re-emits the same error here: already reported above.
  pool.on('error', () => {});
  return pool;
}

// The embedded engine behind a Kysely, for what only PGlite can do (a snapshot of its folder: src/backup).
const embeddedEngines = new WeakMap<Database, PGlite>();

/** The PGlite instance under an embedded database; undefined on a PostgreSQL server. */
export function embeddedEngineOf(db: Database): PGlite | undefined {
  return embeddedEngines.get(db);
}

interface DatabaseOptions {
  url?: string | undefined;
  dataDir?: string | undefined;
  /** A tarball from PGlite's `dumpDataDir` that fills an empty folder (a restore). */
  loadDataDir?: Blob;
  pool?: ServerPoolSettings;
  onConnectionError?: (error: Error) => void;
  /** Told of every statement Kysely sends (tests count the round trips of a request). */
  onStatement?: (sql: string) => void;
}

/** The database and, on the embedded default, its PGlite: the job queue runs its own SQL on it (jobs/pglite-executor.ts). */
export interface DatabaseEngine {
  db: Database;
  embedded: PGlite | undefined;
}

/** A real PostgreSQL server when a URL is given, else embedded PGlite (in memory when no folder). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return (await openDatabaseEngine(options)).db;
}

/** `openDatabase`, keeping hold of the embedded PGlite when there is one. */
export async function openDatabaseEngine(options: DatabaseOptions): Promise<DatabaseEngine> {
  let dialect: Dialect;
  let embedded: PGlite | undefined;
  if (options.url) {
    pg.types.setTypeParser(DATE_OID, parseDate);
    pg.types.setTypeParser(INT8_OID, parseCount);
    pg.types.setTypeParser(NUMERIC_OID, parseCount);
    dialect = new PostgresDialect({
      pool: createServerPool(
        options.url,
        options.pool ?? DEFAULT_POOL,
        options.onConnectionError ?? (() => {}),
      ),
    });
  } else {
    if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true, mode: 0o700 });
    embedded = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      parsers: { [DATE_OID]: parseDate, [INT8_OID]: parseCount, [NUMERIC_OID]: parseCount },
      extensions: { pg_trgm },
    });
    dialect = pgliteDialect(embedded);
  }
  const { onStatement } = options;
  const db = new Kysely<DB>({
    dialect,
    plugins: [new CamelCasePlugin()],
    ...(onStatement ? { log: (event) => onStatement(event.query.sql) } : {}),
  });
  if (embedded) embeddedEngines.set(db, embedded);
  return { db, embedded };
}
