import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect for embedded PGlite. PGlite has a single connection, so it is lent to one
 * caller at a time: a transaction's statements never interleave with another request's.
 */
export function pgliteDialect(db: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => createPgliteDriver(db),
    createIntrospector: (kysely: Kysely<unknown>) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

function createPgliteDriver(db: PGlite): Driver {
  let queue: Promise<void> = Promise.resolve();
  const releases = new WeakMap<DatabaseConnection, () => void>();

  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const result = await db.query<R>(query.sql, [...query.parameters]);
      return result.affectedRows === undefined
        ? { rows: result.rows }
        : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
    },
    // eslint-disable-next-line require-yield
    async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
      throw new Error('Streaming is not supported on PGlite');
    },
  };

  const run = (sql: string) => connection.executeQuery(CompiledQuery.raw(sql)).then(() => undefined);

  return {
    async init() {
      await db.waitReady;
    },
    async acquireConnection() {
      const previous = queue;
      let release = () => {};
      queue = new Promise<void>((resolve) => {
        release = resolve;
      });
      await previous;
      // Each acquisition gets its own handle so that its release is its own.
      const lent: DatabaseConnection = { executeQuery: connection.executeQuery, streamQuery: connection.streamQuery };
      releases.set(lent, release);
      return lent;
    },
    async beginTransaction(_connection, settings: TransactionSettings) {
      const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
      await run(`begin${isolation}`);
    },
    commitTransaction: () => run('commit'),
    rollbackTransaction: () => run('rollback'),
    async releaseConnection(lent) {
      releases.get(lent)?.();
    },
    async destroy() {
      await queue;
      await db.close();
    },
  };
}
