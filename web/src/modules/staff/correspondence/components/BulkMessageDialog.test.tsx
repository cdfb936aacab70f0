import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BulkMessageDialog } from '@/modules/staff/correspondence/components/BulkMessageDialog';
import { mockStaffApi } from '@/modules/staff/correspondence/test/mock-staff-api';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const QUERY = { status: null, scholarshipId: '12', search: '', page: 1 };

const outcome = (applicationId: string, applicantName: string, failure?: string) => ({
  __typename: 'BulkApplicationOutcome',
  applicationId,
  applicantName,
  ok: failure === undefined,
  code: failure === undefined ? null : 'APPLICANT_DELETED',
  message: failure ?? null,
});

const api = () =>
  mockStaffApi({
    MessageTemplates: () => ({ messageTemplates: [] }),
    MessageApplicants: () => ({
      messageApplicants: {
        __typename: 'BulkApplicationsResult',
        succeeded: 2,
        failed: 1,
        results: [
          outcome('1', 'Salma Chraibi'),
          outcome('2', 'Hamza Alaoui'),
          outcome('3', 'Compte supprimé', 'le compte de l’étudiant a été supprimé'),
        ],
      },
    }),
  });

describe('the bulk message to applicants', () => {
  it('writes to every application of the filter (a scholarship’s) and names each row’s outcome', async () => {
    const { withApi, callsOf } = api();
    renderStaff(
      withApi(
        <BulkMessageDialog
          selectedIds={[]}
          query={QUERY}
          matching={{ total: 3, capped: false }}
          onClose={vi.fn()}
        />,
      ),
    );

    expect(screen.getByRole('radio', { name: 'Les 0 sélectionnées' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Message à chaque étudiant *'), {
      target: { value: 'Résultats le 15 décembre.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    await waitFor(() => expect(screen.getByText('2 faites, 1 en échec.')).toBeTruthy());
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Salma Chraibi : message envoyé',
      'Hamza Alaoui : message envoyé',
      'Compte supprimé : en échec (le compte de l’étudiant a été supprimé)',
    ]);
    expect(callsOf('MessageApplicants')[0]?.variables).toEqual({
      input: { body: 'Résultats le 15 décembre.', filter: { scholarshipId: '12' } },
    });
  });

  it('writes to the selected rows only when some are selected, after asking for the text', async () => {
    const { withApi, callsOf } = api();
    renderStaff(
      withApi(
        <BulkMessageDialog
          selectedIds={['4', '5']}
          query={QUERY}
          matching={{ total: 40, capped: false }}
          onClose={vi.fn()}
        />,
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByText('Écrivez le message aux étudiants.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Message à chaque étudiant *'), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    await waitFor(() => expect(callsOf('MessageApplicants')).toHaveLength(1));
    expect(callsOf('MessageApplicants')[0]?.variables).toEqual({
      input: { body: 'Bonjour', applicationIds: ['4', '5'] },
    });
  });
});
