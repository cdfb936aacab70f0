import { z } from 'zod';

/** The queue of the digest mails of new messages (one job per conversation, side and 15 minutes). */
export const MESSAGE_DIGEST_QUEUE = 'message-digests';

/** What a digest job names: the conversation and the side to mail. */
export const digestJobSchema = z.object({
  conversationId: z.uuid(),
  recipientSide: z.enum(['student', 'staff']),
});
