import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/modules/staff/__generated__';
import { CorrectionRequestPanel } from '@/modules/staff/correspondence/components/CorrectionRequestPanel';
import { CORRECTION_REQUEST_FIELDS } from '@/modules/staff/correspondence/graphql/CorrectionRequestFields';
import { mockStaffApi } from '@/modules/staff/correspondence/test/mock-staff-api';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const REQUEST = {
  id: 'cr-1',
  status: 'OPEN' as const,
  message: 'Le reçu est illisible.\nMerci de renvoyer aussi l’attestation.',
  dueDate: '2026-12-07',
  overdue: true,
  requestedAt: '2026-11-30T09:00:00.000Z',
  submittedAt: null,
  withdrawnAt: null,
  requestedBy: { id: 'a', fullName: 'Karim Alami' },
  items: [
    {
      id: 'i1',
      kind: 'PAYMENT_RECEIPT' as const,
      label: null,
      fileName: 'recu.pdf',
      fileUrl: '/files/corrections/i1',
    },
    {
      id: 'i2',
      kind: 'OTHER_DOCUMENT' as const,
      label: 'Attestation de scolarité',
      fileName: null,
      fileUrl: null,
    },
  ],
};

describe('the correction request on a file', () => {
  it('says what was asked, by when, that it is overdue, and what the student sent', () => {
    const { withApi } = mockStaffApi({});
    renderStaff(
      withApi(<CorrectionRequestPanel request={makeFragmentData(REQUEST, CORRECTION_REQUEST_FIELDS)} />),
    );

    expect(screen.getByText('En retard')).toBeTruthy();
    expect(screen.getByText('En attente de l’étudiant')).toBeTruthy();
    const asked = screen.getByText(
      (_, element) => element?.tagName === 'P' && /^Demandée le/.test(element.textContent ?? ''),
    );
    expect(asked.textContent).toBe(
      'Demandée le 30/11/2026 par Karim Alami, à rendre avant le 7 décembre 2026.',
    );
    const items = within(screen.getByRole('list', { name: 'Documents demandés' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Reçu de paiement — Ouvrir recu.pdf',
      'Attestation de scolarité — Pas encore envoyé',
    ]);
  });

  it('withdraws the open request once confirmed', async () => {
    const { withApi, callsOf } = mockStaffApi({
      WithdrawCorrectionRequest: () => ({
        withdrawCorrectionRequest: {
          __typename: 'CorrectionRequest',
          ...REQUEST,
          status: 'WITHDRAWN',
          overdue: false,
        },
      }),
    });
    renderStaff(
      withApi(<CorrectionRequestPanel request={makeFragmentData(REQUEST, CORRECTION_REQUEST_FIELDS)} />),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Retirer la demande' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirer la demande' }));

    await waitFor(() =>
      expect(callsOf('WithdrawCorrectionRequest')[0]?.variables).toEqual({ requestId: 'cr-1' }),
    );
  });
});
