import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database } from './database.ts';
import * as iam from './migrations/0001-iam.ts';
import * as scholarships from './migrations/0002-scholarships.ts';
import * as applications from './migrations/0003-applications.ts';
import * as usersSorting from './migrations/0004-users-sorting.ts';
import * as liveSessions from './migrations/0005-live-sessions.ts';
import * as rateLimits from './migrations/0006-rate-limits.ts';

// Versioned migrations, applied in name order at start. Add new ones here; never edit an applied one.
const MIGRATIONS: Record<string, Migration> = {
  '0001-iam': iam,
  '0002-scholarships': scholarships,
  '0003-applications': applications,
  '0004-users-sorting': usersSorting,
  '0005-live-sessions': liveSessions,
  '0006-rate-limits': rateLimits,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Applies the pending migrations on one connection without the requests' statement timeout: an
 * index built on a large table, or waiting for another instance's migration lock, may rightly take longer.
 */
export async function migrateToLatest(db: Database): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      const { error, results } = await new Migrator({ db: connection, provider }).migrateToLatest();
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
