import type { RequestHandler } from 'express';
import { currentActor, isStaff, type Actor } from '#api/auth/actor.ts';
import type { Database } from '#api/db/database.ts';
import { AppError } from '#api/http/app-error.ts';
import { conversationOf, type ConversationRow } from './conversation-store.ts';
import { conversationPolicy } from './conversation-policy.ts';
import { parseConversationPathId } from './conversation-params.ts';

const notFound = () => new AppError(404, 'CONVERSATION_NOT_FOUND');

/** The conversation at `id` if the actor takes part in it (its student, or staff); otherwise a 404. */
export async function takeConversation(db: Database, actor: Actor, id: string): Promise<ConversationRow> {
  const conversation = await db
    .selectFrom('conversations')
    .select(['id', 'kind', 'applicationId', 'userId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!conversation) throw notFound();
  conversationPolicy.authorize(actor, 'take', conversation);
  return conversation;
}

/** A route's step before its upload is read: someone else's conversation receives no file. */
export const takesPartIn =
  (db: Database): RequestHandler =>
  async (req, _res, next) => {
    await takeConversation(db, currentActor(req), parseConversationPathId(req.params.id));
    next();
  };

/**
 * An application's conversation for its student or staff. An application whose student deleted
 * their account has none any more: staff are told so, anyone else reads it as missing.
 */
export async function applicationConversation(db: Database, actor: Actor, applicationId: number): Promise<ConversationRow> {
  const application = await db
    .selectFrom('applications')
    .select('userId')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!application) throw notFound();
  if (application.userId === null) throw isStaff(actor) ? new AppError(404, 'CONVERSATION_CLOSED') : notFound();
  conversationPolicy.authorize(actor, 'take', { userId: application.userId });
  const conversation = await conversationOf(db, { applicationId });
  if (!conversation) throw notFound();
  return conversation;
}

/** A student account's conversation for its owner or staff; a staff account has none (404). */
export async function accountConversation(db: Database, actor: Actor, userId: string): Promise<ConversationRow> {
  conversationPolicy.authorize(actor, 'take', { userId });
  const conversation = await conversationOf(db, { userId });
  if (!conversation) throw notFound();
  return conversation;
}
