import type { ColumnType, Generated } from 'kysely';

/** A staff member's internal note (migration 0013): append-only, never shown to the student. */
interface NoteColumns {
  id: Generated<string>;
  /** Null once the author's account is deleted: the note stays. */
  authorId: string | null;
  text: string;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

export interface ApplicationNotesTable extends NoteColumns {
  applicationId: number;
}

export interface AccountNotesTable extends NoteColumns {
  userId: string;
}

export interface NotesTables {
  applicationNotes: ApplicationNotesTable;
  accountNotes: AccountNotesTable;
}
