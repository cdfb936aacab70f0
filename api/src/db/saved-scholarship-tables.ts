import type { ColumnType } from 'kysely';

/** A scholarship a student saved: listed on their saved page, reminded of before its deadline. */
export interface SavedScholarshipsTable {
  userId: string;
  scholarshipId: number;
  savedAt: ColumnType<Date, Date | undefined, never>;
}

/** Days before the deadline a reminder is mailed (migration 0010 allows these only). */
export type ReminderDaysBefore = 7 | 1;

/** A deadline reminder that was sent (enqueued with its mail): one per student, scholarship, deadline and window. */
export interface DeadlineRemindersTable {
  userId: string;
  scholarshipId: number;
  /** yyyy-mm-dd: the deadline the reminder announced. */
  deadline: string;
  daysBefore: ReminderDaysBefore;
  /** The hash of the token of the mail's unsubscribe link. */
  unsubscribeTokenHash: string;
  sentAt: Date;
}

// Tables of saved scholarships and their reminders.
export interface SavedScholarshipTables {
  savedScholarships: SavedScholarshipsTable;
  deadlineReminders: DeadlineRemindersTable;
}
