import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/modules/staff/__generated__';
import { NotesSection } from '@/modules/staff/casework/components/NotesSection';
import { NOTE_FIELDS } from '@/modules/staff/casework/graphql/NoteFields';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const NOTES = [
  { id: '2', text: 'Rappelée :\nrenvoie le reçu', createdAt: '2026-11-24T10:00:00.000Z', author: { id: 'a', fullName: 'Karim Alami' } },
  { id: '1', text: 'Reçu flou', createdAt: '2026-11-23T10:00:00.000Z', author: null },
].map((note) => makeFragmentData(note, NOTE_FIELDS));

describe('the internal notes', () => {
  it('lists the notes in the server’s order (newest first), their author, or a deleted account', () => {
    renderStaff(<NotesSection subject={{ kind: 'application', id: '7' }} notes={NOTES} />);

    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Rappelée :\nrenvoie le reçu');
    expect(items[0]).toContain('Karim Alami');
    expect(items[1]).toContain('Compte supprimé');
  });

  it('asks for the text of a blank note, in Arabic, without sending anything', () => {
    renderStaff(<NotesSection subject={{ kind: 'account', id: 'u' }} notes={[]} />, { language: 'ar' });

    fireEvent.change(screen.getByLabelText('ملاحظة جديدة'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الملاحظة' }));

    expect(screen.getByRole('alert').textContent).toBe('اكتب نص الملاحظة.');
    expect(screen.getByText('لا توجد ملاحظات بعد.')).toBeTruthy();
  });
});
