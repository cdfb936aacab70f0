import { isStaff } from '#api/auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '#api/auth/policy.ts';
import { AppError } from '#api/http/app-error.ts';

// Who reads and writes which conversation (docs/product-rules.md, "Correspondence"): its student and
// every staff member. Someone else's conversation is as absent as a missing one (404), never a 403.
// A student whose account waits for approval still has the account's conversation.

interface ConversationResources {
  /** The signed-in student's own conversations: students only. */
  listOwn: NoResource;
  /** Unread counts of the caller's side: anyone signed in. */
  countUnread: NoResource;
  /** Read one conversation, its messages and files, mark it read, write in it. */
  take: { userId: string };
}

const notFound = () => new AppError(404, 'CONVERSATION_NOT_FOUND');

export const conversationPolicy = definePolicy<ConversationResources>({
  listOwn: signedIn((actor) => (isStaff(actor) ? new AppError(403, 'CONVERSATIONS_STUDENTS_ONLY') : ALLOWED)),
  countUnread: signedIn(() => ALLOWED),
  take: signedIn((actor, conversation: { userId: string }) =>
    isStaff(actor) || conversation.userId === actor.id ? ALLOWED : notFound(),
  ),
});
