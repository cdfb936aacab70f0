import type { Role } from '@bourses/common/statuses';
import type { NoteAnswer } from '../contract/note-answer.ts';
import type { Presented } from '../contract/presented.ts';

interface NoteRow {
  id: string;
  authorId: string | null;
  text: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
}

/** A note as staff read it: what it is about, who wrote it (null once their account is deleted), when. */
export function presentNote(row: NoteRow & ({ applicationId: number } | { userId: string })) {
  const { authorId, firstName, lastName, role } = row;
  return {
    // A bigint column: a string whatever the driver reads it as.
    id: String(row.id),
    applicationId: 'applicationId' in row ? row.applicationId : null,
    userId: 'userId' in row ? row.userId : null,
    text: row.text,
    createdAt: row.createdAt,
    author:
      authorId === null || firstName === null || lastName === null || role === null
        ? null
        : { id: authorId, name: `${firstName} ${lastName}`, role },
  } satisfies Presented<NoteAnswer>;
}
