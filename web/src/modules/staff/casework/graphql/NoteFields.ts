import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** What the notes list shows of each note. */
export const NOTE_FIELDS = staffGraphql(`
  fragment NoteFields on InternalNote {
    id text createdAt
    author { id fullName }
  }
`);
