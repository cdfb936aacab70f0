import type { Database } from '#api/db/database.ts';
import type { UserRow } from '../user-presenter.ts';

export function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}
