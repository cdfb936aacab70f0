import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { DEADLINE_TIME_ZONE, NOTE_MAX_LENGTH } from '@bourses/common/limits';
import { StyledCaseworkCard } from '@/modules/staff/casework/components/CaseworkCard';
import { useAddNote } from '@/modules/staff/casework/hooks/useAddNote';
import type { AssignmentSubject } from '@/modules/staff/casework/hooks/useAssign';
import { noteProblem } from '@/modules/staff/casework/utils/note-rules';
import { getFragmentData, type FragmentType } from '@/modules/staff/__generated__';
import { NOTE_FIELDS } from '@/modules/staff/casework/graphql/NoteFields';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextAreaField } from '@/modules/ui/components/FormControls';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';

const StyledNotes = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  li {
    padding-block-end: ${({ theme }) => theme.spacing(1.5)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

// The text as written: its own lines kept, long words wrapped rather than pushing the page sideways.
const StyledNoteText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledNoteMeta = styled.p`
  margin: ${({ theme }) => theme.spacing(0.5, 0, 0)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface NotesSectionProps {
  subject: AssignmentSubject;
  notes: readonly FragmentType<typeof NOTE_FIELDS>[];
}

/** The staff's internal notes, newest first, and the form to add one; the student never sees them. */
export function NotesSection({ subject, notes }: NotesSectionProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const { addNote, busy } = useAddNote();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = getFragmentData(NOTE_FIELDS, notes);

  const submit = async () => {
    const problem = noteProblem(text);
    if (problem) {
      setTextError(
        problem === 'EMPTY' ? t`Write the text of the note.` : t`A note has ${NOTE_MAX_LENGTH} characters at most.`,
      );
      return;
    }
    setTextError(null);
    setFailure(null);
    const refused = await addNote(subject, text.trim());
    if (refused) {
      setTextError(refused.textError);
      setFailure(refused.textError ? null : refused.message);
      return;
    }
    setText('');
  };

  const when = (value: string) =>
    i18n.date(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: DEADLINE_TIME_ZONE });

  return (
    <StyledCaseworkCard aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Internal notes</Trans>
      </h2>
      <p>
        <Trans>Only staff read these notes. Once added, a note can be neither edited nor deleted.</Trans>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          label={t`New note`}
          dir="auto"
          rows={3}
          value={text}
          error={textError}
          onChange={(event) => setText(event.target.value)}
        />
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <StyledToolbar>
          <StyledButton type="submit" disabled={busy}>
            <Trans>Add the note</Trans>
          </StyledButton>
        </StyledToolbar>
      </form>
      {shown.length === 0 ? (
        <p>
          <Trans>No note yet.</Trans>
        </p>
      ) : (
        <StyledNotes aria-label={t`Notes, newest first`}>
          {shown.map((note) => {
            const author = note.author?.fullName ?? t`Deleted account`;
            const writtenAt = when(note.createdAt);
            return (
              <li key={note.id}>
                <StyledNoteText dir="auto">{note.text}</StyledNoteText>
                <StyledNoteMeta>
                  <Trans comment="Who wrote an internal note and when">
                    <bdi>{author}</bdi>, {writtenAt}
                  </Trans>
                </StyledNoteMeta>
              </li>
            );
          })}
        </StyledNotes>
      )}
    </StyledCaseworkCard>
  );
}
