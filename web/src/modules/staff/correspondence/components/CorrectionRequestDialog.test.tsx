import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CorrectionRequestDialog } from '@/modules/staff/correspondence/components/CorrectionRequestDialog';
import { makeTemplate, mockStaffApi } from '@/modules/staff/correspondence/test/mock-staff-api';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const TEMPLATES = [
  makeTemplate(
    't1',
    'FR',
    'Reçu illisible',
    'Votre reçu est illisible : merci d’en envoyer une photo nette.',
  ),
];

const api = () =>
  mockStaffApi({
    MessageTemplates: () => ({ messageTemplates: TEMPLATES }),
    RequestCorrection: () => ({
      requestCorrection: {
        __typename: 'CorrectionRequest',
        id: 'cr-1',
        status: 'OPEN',
        message: 'x',
        dueDate: '2026-12-07',
        overdue: false,
        requestedAt: '2026-11-29T23:30:00.000Z',
        submittedAt: null,
        withdrawnAt: null,
        items: [],
        requestedBy: null,
      },
    }),
  });

const checkboxNames = () => screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('the correction request dialog', () => {
  it('offers the service contract for an account, not for an application', () => {
    const { withApi } = api();
    const { unmount } = renderStaff(
      withApi(<CorrectionRequestDialog subject={{ kind: 'account', id: 'u1' }} onClose={vi.fn()} />),
    );
    expect(checkboxNames()).toEqual(['Reçu de paiement', 'Contrat de service', 'Autre document']);
    unmount();

    renderStaff(
      withApi(<CorrectionRequestDialog subject={{ kind: 'application', id: '7' }} onClose={vi.fn()} />),
    );
    expect(checkboxNames()).toEqual(['Reçu de paiement', 'Autre document']);
  });

  it('proposes a due date 7 days after today in Casablanca, already the next day there at 23:30 UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 UTC on 1 July is 00:30 on 2 July in Casablanca (UTC+1 in summer).
    vi.setSystemTime(new Date('2026-07-01T23:30:00.000Z'));
    const { withApi } = api();

    renderStaff(
      withApi(<CorrectionRequestDialog subject={{ kind: 'application', id: '7' }} onClose={vi.fn()} />),
    );

    const dueDate = screen.getByLabelText('Date limite *');
    expect(dueDate).toHaveProperty('value', '2026-07-09');
    expect(dueDate.getAttribute('min')).toBe('2026-07-02');
    expect(dueDate.getAttribute('max')).toBe('2026-09-30');
  });

  it('asks for the other document’s name, and for a message, without sending anything', async () => {
    const { withApi, callsOf } = api();
    renderStaff(
      withApi(<CorrectionRequestDialog subject={{ kind: 'application', id: '7' }} onClose={vi.fn()} />),
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Autre document' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByText('Indiquez le document que l’étudiant doit envoyer.')).toBeTruthy();
    expect(screen.getByText('Écrivez le message à l’étudiant.')).toBeTruthy();
    expect(callsOf('RequestCorrection')).toEqual([]);
  });

  it('sends the ticked items, the named document, a saved reply’s text and the due date', async () => {
    const { withApi, callsOf } = api();
    const onClose = vi.fn();
    renderStaff(
      withApi(
        <CorrectionRequestDialog
          subject={{ kind: 'account', id: 'u1' }}
          studentLanguage="FR"
          onClose={onClose}
        />,
      ),
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Contrat de service' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Autre document' }));
    fireEvent.change(screen.getByLabelText('Nom du document 1 *'), {
      target: { value: '  Attestation de scolarité ' },
    });
    fireEvent.change(await screen.findByLabelText('Réponse'), { target: { value: 't1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insérer la réponse' }));
    fireEvent.change(screen.getByLabelText('Date limite *'), { target: { value: '2030-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByText(/au plus dans 90 jours/)).toBeTruthy();
    expect(callsOf('RequestCorrection')).toEqual([]);

    const dueDate = screen.getByLabelText('Date limite *');
    const today = String(dueDate.getAttribute('min'));
    fireEvent.change(dueDate, { target: { value: today } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsOf('RequestCorrection')[0]?.variables).toEqual({
      input: {
        userId: 'u1',
        items: [{ kind: 'SERVICE_CONTRACT' }, { kind: 'OTHER_DOCUMENT', label: 'Attestation de scolarité' }],
        message: 'Votre reçu est illisible : merci d’en envoyer une photo nette.',
        dueDate: today,
      },
    });
  });
});
