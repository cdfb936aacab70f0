import { z } from 'zod';
import { MAIL_KINDS } from '@bourses/common/mail-kinds';

/**
 * A mail that failed for good, as GET /api/iam/mails/failed answers it (mail/failed-mail-presenter.ts):
 * who, what and why, never the body, whose links carry tokens.
 */
export const failedMailAnswerSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  kind: z.enum(MAIL_KINDS).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string(),
});

export type FailedMailAnswer = z.infer<typeof failedMailAnswerSchema>;
