import type { Transaction } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { AppContext } from '#api/context.ts';
import type { DB } from '#api/db/schema.ts';
import { enqueueMails } from '#api/jobs/mail-jobs.ts';
import { hashToken } from '../tokens/secret-token.ts';
import { verificationMail } from './verification-mail.ts';

/**
 * Enqueues the verification link with the token it carries, in the token's transaction: the link is
 * mailed once the account (or the new link) is committed, however long SMTP is away.
 */
export async function enqueueVerificationMail(
  { config, jobs }: AppContext,
  trx: Transaction<DB>,
  recipient: { email: string; firstName: string; language: Language },
  token: string,
): Promise<void> {
  const link = `${config.publicWebUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await enqueueMails(jobs, trx, [
    {
      eventKey: `verification:${hashToken(token)}`,
      kind: 'verification',
      message: verificationMail(recipient, link),
    },
  ]);
}
