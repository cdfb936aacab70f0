import { sql } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { Database } from '#api/db/database.ts';
import { titleIn } from './scholarship-title.ts';

/** A saved scholarship closing soon whose student wants reminders and has not applied. */
export interface ReminderCandidate {
  userId: string;
  email: string;
  firstName: string;
  language: Language;
  scholarshipId: number;
  /** The title in the student's language, French when that one is not written. */
  title: string;
  deadline: string;
  sevenDaySent: boolean;
  oneDaySent: boolean;
}

/**
 * Every saved scholarship whose deadline day lies between `from` and `to` (days computed by the
 * caller, in Casablanca: the database compares, never judges), of an approved student who keeps
 * reminders on and has no application to it, except a withdrawn one; with the reminders already
 * sent for that deadline.
 */
export function findReminderCandidates(db: Database, from: string, to: string): Promise<ReminderCandidate[]> {
  return db
    .selectFrom('savedScholarships as saved')
    .innerJoin('users', 'users.id', 'saved.userId')
    .innerJoin('scholarships', 'scholarships.id', 'saved.scholarshipId')
    .where('scholarships.deadline', '>=', from)
    .where('scholarships.deadline', '<=', to)
    // No reminder for a scholarship taken out of the catalogue.
    .where('scholarships.status', '=', 'published')
    .where('users.role', '=', 'CLIENT')
    .where('users.approvalStatus', '=', 'APPROVED')
    .where('users.deadlineReminders', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applications')
            .select(sql`1`.as('applied'))
            .whereRef('applications.userId', '=', 'saved.userId')
            .whereRef('applications.scholarshipId', '=', 'saved.scholarshipId')
            .where('applications.status', '<>', 'withdrawn'),
        ),
      ),
    )
    .select((eb) => {
      const sent = (daysBefore: 1 | 7) =>
        eb.exists(
          eb
            .selectFrom('deadlineReminders')
            .select(sql`1`.as('sent'))
            .whereRef('deadlineReminders.userId', '=', 'saved.userId')
            .whereRef('deadlineReminders.scholarshipId', '=', 'saved.scholarshipId')
            .whereRef('deadlineReminders.deadline', '=', 'scholarships.deadline')
            .where('deadlineReminders.daysBefore', '=', daysBefore),
        );
      return [
        'saved.userId',
        'users.email',
        'users.firstName',
        'users.language',
        'saved.scholarshipId',
        'scholarships.deadline',
        titleIn(eb.ref('saved.scholarshipId'), eb.ref('users.language')).as('title'),
        sent(7).$castTo<boolean>().as('sevenDaySent'),
        sent(1).$castTo<boolean>().as('oneDaySent'),
      ];
    })
    .execute();
}
