import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/modules/staff/__generated__';
import type { PaymentCardFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { PaymentCardDetails } from '@/modules/staff/payments/components/PaymentCardDetails';
import { PAYMENT_CARD_FIELDS } from '@/modules/staff/payments/graphql/PaymentCardFields';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

type Attempt = PaymentCardFieldsFragment['cardAttempts'][number];

const attempt = (orderId: string, overrides: Partial<Attempt> = {}): Attempt => ({
  orderId,
  status: 'APPROVED',
  reason: null,
  transactionId: null,
  authCode: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  amount: { amount: 250, formatted: '250,00 MAD' },
  ...overrides,
});

const makeCardPayment = (overrides: Partial<PaymentCardFieldsFragment> = {}) =>
  makeFragmentData(
    { id: '41', method: null, cardTransactionId: null, cardAttempts: [], ...overrides },
    PAYMENT_CARD_FIELDS,
  );

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('a payment’s card details on its page', () => {
  it('shows the card as the method, CMI’s transaction id and each attempt with what CMI answered', () => {
    renderStaff(
      <PaymentCardDetails
        payment={makeCardPayment({
          method: 'CARD',
          cardTransactionId: 'T7F3A9C2E1B4D',
          cardAttempts: [
            attempt('B4K7M2QX-000000000001', { status: 'DECLINED', reason: 'Fonds insuffisants' }),
            attempt('B4K7M2QX-000000000002', { transactionId: 'T7F3A9C2E1B4D', authCode: '482913' }),
            attempt('B4K7M2QX-000000000003', { status: 'DUPLICATE', transactionId: 'T99AA00BB11CC', authCode: '100200' }),
            attempt('B4K7M2QX-000000000004', { status: 'STARTED', createdAt: '2026-11-21T08:00:00.000Z' }),
          ],
        })}
      />,
    );

    expect(fact('Moyen de paiement')?.textContent).toBe('Carte (CMI)');
    expect(within(fact('Identifiant de transaction CMI') as HTMLElement).getByText('T7F3A9C2E1B4D').tagName).toBe('BDI');
    expect(screen.getByRole('heading', { level: 2, name: 'Tentatives de paiement par carte' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Tentatives de paiement par carte' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Numéro de commande',
      'Statut',
      'Montant',
      'Date',
      'Motif',
      'Identifiant de transaction CMI',
      'Code d’autorisation',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['B4K7M2QX-000000000001', 'Refusé', '250,00 MAD', '20/11/2026', 'Fonds insuffisants', '', ''],
      ['B4K7M2QX-000000000002', 'Accepté', '250,00 MAD', '20/11/2026', '', 'T7F3A9C2E1B4D', '482913'],
      ['B4K7M2QX-000000000003', 'Doublon : remboursement à effectuer', '250,00 MAD', '20/11/2026', '', 'T99AA00BB11CC', '100200'],
      ['B4K7M2QX-000000000004', 'Commencé, sans réponse du CMI', '250,00 MAD', '21/11/2026', '', '', ''],
    ]);
  });

  it('shows a transfer as the method, without an attempts list when the student never tried a card', () => {
    renderStaff(<PaymentCardDetails payment={makeCardPayment({ method: 'TRANSFER' })} />);

    expect(fact('Moyen de paiement')?.textContent).toBe('Virement ou versement');
    expect(screen.queryByText('Identifiant de transaction CMI')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows nothing for a payment neither verified nor tried by card', () => {
    const { container } = renderStaff(<PaymentCardDetails payment={makeCardPayment()} />);

    expect(container.textContent).toBe('');
  });

  it('in Arabic, names the duplicate to refund in Arabic', () => {
    renderStaff(
      <PaymentCardDetails payment={makeCardPayment({ cardAttempts: [attempt('B4K7M2QX-000000000003', { status: 'DUPLICATE' })] })} />,
      { language: 'ar' },
    );

    expect(screen.getByRole('table', { name: 'محاولات الأداء بالبطاقة' })).toBeTruthy();
    expect(screen.getByText('مكرر: يجب إرجاع المبلغ')).toBeTruthy();
  });
});
