import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SavedRepliesPage } from '@/modules/staff/correspondence/components/SavedRepliesPage';
import { makeTemplate, mockStaffApi } from '@/modules/staff/correspondence/test/mock-staff-api';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const TEMPLATES = [
  makeTemplate('1', 'FR', 'Reçu illisible', 'Votre reçu est illisible.'),
  makeTemplate('2', 'AR', 'وصل غير واضح', 'الوصل غير واضح.'),
];

const api = () => {
  const saved: unknown[] = [];
  const mock = mockStaffApi({
    MessageTemplates: ({ language }) => ({
      messageTemplates: TEMPLATES.filter((template) => !language || template.language === language),
    }),
    CreateMessageTemplate: ({ input }) => {
      saved.push(input);
      return {
        createMessageTemplate: makeTemplate(
          '3',
          'EN',
          'Contract missing',
          'Please send the signed contract.',
        ),
      };
    },
    DeleteMessageTemplate: ({ id }) => ({
      deleteMessageTemplate: { __typename: 'DeletePayload', success: true, id },
    }),
  });
  return { ...mock, saved };
};

const titles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the saved replies page', () => {
  it('lists every reply, then those of the language chosen, kept in the address', async () => {
    const { withApi, callsOf } = api();
    renderStaff(withApi(<SavedRepliesPage />), { path: '/admin/replies?language=AR' });

    await waitFor(() => expect(titles()).toEqual(['وصل غير واضح']));
    expect(callsOf('MessageTemplates')[0]?.variables).toEqual({ language: 'AR' });

    fireEvent.change(screen.getByLabelText('Langue'), { target: { value: '' } });

    await waitFor(() => expect(titles()).toEqual(['Reçu illisible', 'وصل غير واضح']));
  });

  it('asks for a title and a text, then saves a new reply in the language chosen', async () => {
    const { withApi, saved } = api();
    renderStaff(withApi(<SavedRepliesPage />), { path: '/admin/replies' });
    await screen.findByText('Reçu illisible');

    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle réponse enregistrée' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getAllByText('Ce champ est requis')).toHaveLength(2);
    expect(saved).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Langue'), { target: { value: 'EN' } });
    fireEvent.change(within(dialog).getByLabelText('Titre *'), { target: { value: ' Contract missing ' } });
    fireEvent.change(within(dialog).getByLabelText('Texte *'), {
      target: { value: 'Please send the signed contract.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([
      { language: 'EN', title: 'Contract missing', body: 'Please send the signed contract.' },
    ]);
  });

  it('deletes a reply once confirmed', async () => {
    const { withApi, callsOf } = api();
    renderStaff(withApi(<SavedRepliesPage />), { path: '/admin/replies' });

    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Reçu illisible' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));

    await waitFor(() => expect(callsOf('DeleteMessageTemplate')[0]?.variables).toEqual({ id: '1' }));
  });
});
