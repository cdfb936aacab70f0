import { sql } from 'kysely';
import { Migrator, NO_MIGRATIONS, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
import type { Database } from './database.ts';
import * as iam from './migrations/0001-iam.ts';
import * as scholarships from './migrations/0002-scholarships.ts';
import * as applications from './migrations/0003-applications.ts';
import * as usersSorting from './migrations/0004-users-sorting.ts';
import * as liveSessions from './migrations/0005-live-sessions.ts';
import * as rateLimits from './migrations/0006-rate-limits.ts';
import * as imageVariants from './migrations/0007-image-variants.ts';
import * as passwordReset from './migrations/0008-password-reset.ts';
import * as anonymisedApplications from './migrations/0009-anonymised-applications.ts';
import * as savedScholarships from './migrations/0010-saved-scholarships.ts';
import * as countryCodes from './migrations/0011-country-codes.ts';
import * as auditLog from './migrations/0012-audit-log.ts';
import * as assignmentAndNotes from './migrations/0013-assignment-and-notes.ts';
import * as scholarshipStatus from './migrations/0014-scholarship-status.ts';
import * as staffListIndexes from './migrations/0016-staff-list-indexes.ts';
import * as applicationFee from './migrations/0017-application-fee.ts';

// Versioned migrations, applied in name order at start. Add new ones here; never edit an applied one.
const MIGRATIONS: Record<string, Migration> = {
  '0001-iam': iam,
  '0002-scholarships': scholarships,
  '0003-applications': applications,
  '0004-users-sorting': usersSorting,
  '0005-live-sessions': liveSessions,
  '0006-rate-limits': rateLimits,
  '0007-image-variants': imageVariants,
  '0008-password-reset': passwordReset,
  '0009-anonymised-applications': anonymisedApplications,
  '0010-saved-scholarships': savedScholarships,
  '0011-country-codes': countryCodes,
  '0012-audit-log': auditLog,
  '0013-assignment-and-notes': assignmentAndNotes,
  '0014-scholarship-status': scholarshipStatus,
  '0016-staff-list-indexes': staffListIndexes,
  '0017-application-fee': applicationFee,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

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
export function migrateToJustBefore(db: Database, name: string): Promise<void> {
  const names = Object.keys(MIGRATIONS).sort();
  if (!names.includes(name)) throw new Error(`No migration ${name}`);
  const previous = names[names.indexOf(name) - 1];
  return runMigrations(db, (migrator) => migrator.migrateTo(previous ?? NO_MIGRATIONS));
}
