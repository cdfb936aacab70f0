import type { Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { DB } from '../db/schema.ts';
import { transactionId } from '../db/transaction-id.ts';
import { enqueueMails } from '../jobs/mail-jobs.ts';
import { findApplication } from './application-queries.ts';
import { decisionMail } from './decision-mail.ts';

/**
 * Enqueues, in the decision's transaction, the mail telling the student the decision in their own
 * language: it goes once the decision is committed, and never for one rolled back.
 */
export async function enqueueDecisionMail(
  { config, jobs }: AppContext,
  trx: Transaction<DB>,
  applicationId: number,
  decision: 'approved' | 'rejected',
  feedback: string | null,
): Promise<void> {
  const student = await trx
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.userId')
    .select(['users.email', 'users.firstName', 'users.language'])
    .where('applications.id', '=', applicationId)
    .executeTakeFirst();
  if (!student) return;
  const application = await findApplication(trx, applicationId, student.language);
  const message = decisionMail({
    decision,
    to: student.email,
    language: student.language,
    firstName: student.firstName,
    scholarshipTitle: application?.scholarshipTitle ?? '',
    feedback,
    link: `${config.publicWebUrl}/applications/${applicationId}`,
  });
  await enqueueMails(jobs, trx, [
    {
      eventKey: `application-decision:${applicationId}:${await transactionId(trx)}`,
      kind: decision === 'approved' ? 'application-approved' : 'application-rejected',
      message,
    },
  ]);
}
