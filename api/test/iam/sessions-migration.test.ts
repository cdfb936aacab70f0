import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActor } from '#api/auth/find-actor.ts';
import { openDatabase, type Database } from '#api/db/database.ts';
import { migrateToJustBefore, migrateToLatest } from '#api/db/migrate.ts';
import { createFreshServerDatabase } from '../test-database.ts';

// Migration 0025 on a running platform: the sign-ins live at the upgrade stay signed in, as sessions
// of unknown browser and address; the signed-out ones stay out.

let server: Awaited<ReturnType<typeof createFreshServerDatabase>>;
let db: Database;
let userId: string;
const liveFamily = randomUUID();
const signedOutFamily = randomUUID();
const signedInAt = new Date('2026-03-02T08:00:00Z');
const refreshedAt = new Date('2026-03-02T09:30:00Z');

beforeAll(async () => {
  server = await createFreshServerDatabase();
  db = await openDatabase({ url: server?.url });
  await migrateToJustBefore(db, '0025-sessions');
  userId =
    (
      await sql<{
        id: string;
      }>`insert into users (email, password_hash, first_name, last_name, role, approval_status, is_verified)
        values ('salma@example.ma', 'x', 'Salma', 'Bennani', 'CLIENT', 'APPROVED', true) returning id`.execute(
        db,
      )
    ).rows[0]?.id ?? '';
  const token = (familyId: string, createdAt: Date, revokedAt: Date | null) =>
    sql`insert into refresh_tokens (user_id, family_id, token_hash, expires_at, created_at, revoked_at)
      values (${userId}, ${familyId}, ${randomUUID()}, '2026-03-09T00:00:00Z', ${createdAt}, ${revokedAt})`.execute(
      db,
    );
  await token(liveFamily, signedInAt, null);
  await token(liveFamily, refreshedAt, null);
  await token(signedOutFamily, signedInAt, refreshedAt);
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await server?.drop();
});

describe('migration 0025 (sessions)', () => {
  it('carries the live sign-ins over as sessions, authenticated when they signed in', async () => {
    const sessions = await db.selectFrom('sessions').selectAll().execute();

    expect(sessions).toEqual([
      {
        id: liveFamily,
        userId,
        browser: null,
        system: null,
        address: null,
        signedInAt,
        lastUsedAt: refreshedAt,
        authenticatedAt: signedInAt,
        endedAt: null,
      },
    ]);
  });

  it('keeps the live sign-in’s access tokens working and the signed-out one’s refused', async () => {
    expect((await findActor(db, { userId, sessionId: liveFamily })).kind).toBe('found');
    expect((await findActor(db, { userId, sessionId: signedOutFamily })).kind).toBe('session-ended');
  });
});
