import type { Language } from '@bourses/common/languages';
import type { AppContext } from '#api/context.ts';
import { verificationMail } from './verification-mail.ts';

/**
 * Sends the verification link. A mail failure is logged, never thrown: the account exists and the
 * student can ask for a new link.
 */
export async function sendVerificationMail(
  { config, mailer, logger }: AppContext,
  recipient: { id: string; email: string; firstName: string; language: Language },
  token: string,
): Promise<void> {
  const link = `${config.publicWebUrl}/verify-email?token=${encodeURIComponent(token)}`;
  try {
    await mailer.send(verificationMail(recipient, link));
  } catch (error) {
    logger.error({ err: error, userId: recipient.id }, 'verification mail not sent');
  }
}
