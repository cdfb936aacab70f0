import type { AppContext } from '../context.ts';
import { findApplication } from './application-queries.ts';
import { decisionMail } from './decision-mail.ts';

/**
 * E-mails the student the decision in their own language. The decision is already committed, so a
 * mail failure is logged rather than turned into an error the reviewer could not act on.
 */
export async function sendDecisionMail(
  context: AppContext,
  applicationId: number,
  decision: 'approved' | 'rejected',
  feedback: string | null,
): Promise<void> {
  try {
    const student = await context.db
      .selectFrom('applications')
      .innerJoin('users', 'users.id', 'applications.userId')
      .select(['users.email', 'users.firstName', 'users.language'])
      .where('applications.id', '=', applicationId)
      .executeTakeFirst();
    if (!student) return;
    const application = await findApplication(context.db, applicationId, student.language);
    const mail = decisionMail({
      decision,
      to: student.email,
      language: student.language,
      firstName: student.firstName,
      scholarshipTitle: application?.scholarshipTitle ?? '',
      feedback,
      link: `${context.config.publicWebUrl}/applications/${applicationId}`,
    });
    await context.mailer.send(mail);
  } catch (error) {
    context.logger.error({ err: error, applicationId }, 'decision e-mail not sent');
  }
}
