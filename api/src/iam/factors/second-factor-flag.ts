import { isAdmin, type Actor } from '#api/auth/actor.ts';
import type { Database } from '#api/db/database.ts';
import { accountsWithSecondFactor } from './second-factors.ts';

type Flagged<User> = User & { secondFactorEnabled?: boolean };

/**
 * Users as `reader` may read them: with whether two-step sign-in is on for an ADMIN (any account)
 * and for the account's owner; without it for anyone else. One query for the whole list.
 */
export async function withSecondFactorFlag<User extends { id: string }>(
  db: Database,
  reader: Actor | undefined,
  users: readonly User[],
): Promise<Flagged<User>[]> {
  const mayRead = (user: User) => reader !== undefined && (isAdmin(reader) || reader.id === user.id);
  const readable = users.filter(mayRead).map((user) => user.id);
  if (readable.length === 0) return [...users];
  const enabled = await accountsWithSecondFactor(db, readable);
  return users.map((user) => (mayRead(user) ? { ...user, secondFactorEnabled: enabled.has(user.id) } : user));
}

/** One user as `reader` may read them (withSecondFactorFlag). */
export async function withSecondFactorFlagOf<User extends { id: string }>(
  db: Database,
  reader: Actor | undefined,
  user: User,
): Promise<Flagged<User>> {
  const [flagged] = await withSecondFactorFlag(db, reader, [user]);
  return flagged ?? user;
}
