import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FaqEditor } from '@/modules/staff/scholarships/components/FaqEditor';
import { newFaqDraft, type FaqDraft } from '@/modules/staff/scholarships/utils/faq-list';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

function FaqEditorHarness({ initial }: { initial: FaqDraft[] }) {
  const [entries, setEntries] = useState(initial);
  return <FaqEditor entries={entries} onChange={setEntries} />;
}

const questionValues = () =>
  screen
    .getAllByRole('textbox', { name: /^Question/ })
    .map((input) => (input instanceof HTMLInputElement ? input.value : ''));

describe('the FAQ editor', () => {
  it('moves a question down with its answer, and adds and removes questions', () => {
    renderStaff(
      <FaqEditorHarness initial={[newFaqDraft('Qui ?', 'Tous'), newFaqDraft('Quand ?', 'Avant juin')]} />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Descendre la question 1' }));
    expect(questionValues()).toEqual(['Quand ?', 'Qui ?']);
    expect(screen.getByRole('textbox', { name: 'Réponse 2' })).toHaveProperty('value', 'Tous');

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une question' }));
    expect(questionValues()).toEqual(['Quand ?', 'Qui ?', '']);

    fireEvent.click(screen.getByRole('button', { name: 'Retirer la question 1' }));
    expect(questionValues()).toEqual(['Qui ?', '']);
  });
});
