import type { Transaction } from 'kysely';
import type { Language } from '@bourses/common/languages';
import { isStaffRole } from '@bourses/common/statuses';
import type { Config } from '#api/config/config.ts';
import type { DB } from '#api/db/schema.ts';
import { titleIn } from '#api/saved-scholarships/scholarship-title.ts';
import type { DigestTarget } from './digest-window.ts';

/** Who a digest goes to, in which language, about what, and where the conversation opens for them. */
export interface DigestRecipient {
  email: string;
  firstName: string;
  language: Language;
  /** The student the conversation is with (the staff's mail names them). */
  studentName: string;
  /** The application's scholarship in the recipient's language; null for the account's conversation. */
  scholarshipTitle: string | null;
  /** The application's page, or the account's messages (the student) or page in the console (staff). */
  link: string;
}

/** The conversation, its student and who follows it, as a digest needs them. */
function conversationWithStudent(trx: Transaction<DB>, conversationId: string) {
  return trx
    .selectFrom('conversations as c')
    .innerJoin('users as student', 'student.id', 'c.userId')
    .leftJoin('applications as a', 'a.id', 'c.applicationId')
    .select([
      'c.applicationId',
      'c.userId',
      'a.scholarshipId',
      'student.email',
      'student.firstName',
      'student.lastName',
      'student.language',
      'student.messageMails',
      'a.assigneeId as applicationAssigneeId',
      'student.assigneeId as accountAssigneeId',
    ])
    .where('c.id', '=', conversationId)
    .executeTakeFirst();
}

/** A staff member's address and language, unless they turned the mails off or are no longer staff. */
async function staffMember(trx: Transaction<DB>, id: string) {
  const member = await trx
    .selectFrom('users')
    .select(['email', 'firstName', 'language', 'role', 'messageMails'])
    .where('id', '=', id)
    .executeTakeFirst();
  return member && isStaffRole(member.role) && member.messageMails ? member : undefined;
}

/**
 * The recipient of a digest (docs/product-rules.md, "Correspondence mails"): for the student's side
 * the student, unless they turned these mails off; for the staff's side the staff member the
 * application or account is assigned to, nobody when it is not (the queue shows unread messages).
 * Undefined when nobody is to be mailed, or the conversation is gone with its account.
 */
export async function digestRecipient(
  trx: Transaction<DB>,
  config: Pick<Config, 'publicWebUrl'>,
  { conversationId, recipientSide }: DigestTarget,
): Promise<DigestRecipient | undefined> {
  const conversation = await conversationWithStudent(trx, conversationId);
  if (!conversation) return undefined;
  const { applicationId, scholarshipId } = conversation;
  const web = config.publicWebUrl;
  let recipient: { email: string; firstName: string; language: Language } | undefined;
  let link: string;
  if (recipientSide === 'student') {
    recipient = conversation.messageMails ? conversation : undefined;
    link = applicationId === null ? `${web}/messages` : `${web}/applications/${applicationId}`;
  } else {
    const assigneeId = applicationId === null ? conversation.accountAssigneeId : conversation.applicationAssigneeId;
    recipient = assigneeId === null ? undefined : await staffMember(trx, assigneeId);
    link =
      applicationId === null
        ? `${web}/admin/accounts/${conversation.userId}`
        : `${web}/admin/applications/${applicationId}`;
  }
  if (!recipient) return undefined;
  const title =
    scholarshipId === null
      ? null
      : await trx
          .selectNoFrom((eb) => titleIn(eb.val(scholarshipId), eb.val(recipient.language)).as('title'))
          .executeTakeFirstOrThrow();
  return {
    email: recipient.email,
    firstName: recipient.firstName,
    language: recipient.language,
    studentName: `${conversation.firstName} ${conversation.lastName}`,
    scholarshipTitle: title?.title ?? null,
    link,
  };
}
