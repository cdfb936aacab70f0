import { sql } from 'kysely';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FileMigrationProvider, Migrator, NO_MIGRATIONS, type MigrationResultSet } from 'kysely/migration';
import type { Database } from './database.ts';

// Versioned migrations: every file of migrations/, applied in name order at start. A new one is a
// new file with the next number; never edit an applied one.
const provider = new FileMigrationProvider({ fs, path, migrationFolder: path.join(import.meta.dirname, 'migrations') });

/**
 * Runs `migrate` on one connection without the requests' statement timeout: an index built on a
 * large table, or waiting for another instance's migration lock, may rightly take longer.
 */
async function runMigrations(db: Database, migrate: (migrator: Migrator) => Promise<MigrationResultSet>) {
  await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      const { error, results } = await migrate(new Migrator({ db: connection, provider }));
      const failed = results?.find((result) => result.status === 'Error');
      if (error || failed) {
        throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
      }
    } finally {
      // Back to the connection's own setting before the pool lends it to a request.
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

/** Applies the pending migrations. */
export function migrateToLatest(db: Database): Promise<void> {
  return runMigrations(db, (migrator) => migrator.migrateToLatest());
}

/** Applies the migrations before `name`: a data migration's test starts from the data it will find. */
export async function migrateToJustBefore(db: Database, name: string): Promise<void> {
  const names = Object.keys(await provider.getMigrations()).sort();
  if (!names.includes(name)) throw new Error(`No migration ${name}`);
  const previous = names[names.indexOf(name) - 1];
  return runMigrations(db, (migrator) => migrator.migrateTo(previous ?? NO_MIGRATIONS));
}
