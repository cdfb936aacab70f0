import { createFreshServerDatabase } from '@bourses/api/test/test-database';

/** The PostgreSQL server the benchmark may use: DATABASE_URL, else TEST_DATABASE_URL; none means PGlite only. */
export const SERVER_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new empty database on the server, so that a run never measures (or harms) someone's data. */
export async function createFreshDatabase(serverUrl: string): Promise<FreshDatabase> {
  // The tests' helper creates it on TEST_DATABASE_URL's server.
  process.env.TEST_DATABASE_URL = serverUrl;
  const database = await createFreshServerDatabase();
  if (!database) throw new Error('no PostgreSQL server to create a database on');
  return database;
}
