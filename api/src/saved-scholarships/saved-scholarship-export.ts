import type { Language } from '@bourses/common/languages';
import type { Database } from '#api/db/database.ts';
import { titleIn } from './scholarship-title.ts';

/**
 * A student's saved scholarships (titles in their language) and the reminders mailed to them, for
 * their data export (docs/product-rules.md, Personal data).
 */
export async function findSavedScholarshipData(db: Database, user: { id: string; language: Language }) {
  const [saved, remindersSent] = await Promise.all([
    db
      .selectFrom('savedScholarships as saved')
      .innerJoin('scholarships', 'scholarships.id', 'saved.scholarshipId')
      .select((eb) => [
        'saved.scholarshipId',
        'saved.savedAt',
        'scholarships.deadline',
        titleIn(eb.ref('saved.scholarshipId'), eb.val(user.language)).as('title'),
      ])
      .where('saved.userId', '=', user.id)
      .orderBy('saved.savedAt')
      .orderBy('saved.scholarshipId')
      .execute(),
    db
      .selectFrom('deadlineReminders')
      .select(['scholarshipId', 'deadline', 'daysBefore', 'sentAt'])
      .where('userId', '=', user.id)
      .orderBy('sentAt')
      .orderBy('scholarshipId')
      .execute(),
  ]);
  return { saved, remindersSent };
}

export type SavedScholarshipData = Awaited<ReturnType<typeof findSavedScholarshipData>>;
