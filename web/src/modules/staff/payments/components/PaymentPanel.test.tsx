import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/modules/staff/__generated__';
import { STAFF_DOCUMENT_FIELDS } from '@/modules/staff/documents/graphql/StaffDocumentFields';
import { PaymentPanel } from '@/modules/staff/payments/components/PaymentPanel';
import { makePaymentReview } from '@/modules/staff/payments/test/make-payment';
import { casablancaToday } from '@/modules/staff/payments/utils/payment-day';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const inputOf = (label: string) => {
  const input = screen.getByLabelText(label);
  if (!(input instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return input;
};

/** The error announced for a field: the element its aria-describedby names with role alert. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;

describe('the payment panel', () => {
  it('shows the amount due, the reference on its own, the status and each duplicate linking to the other payment', () => {
    const payment = makePaymentReview({
      flagged: true,
      duplicates: [
        { similarity: 'SAME_FILE', payment: { id: '42', reference: 'B9P3X7RD', status: 'RECEIPT_SUBMITTED', student: { id: '8', fullName: 'Salma Idrissi', email: 's@example.ma' } } },
        { similarity: 'SIMILAR', payment: { id: '43', reference: 'BT2W8K4M', status: 'VERIFIED', student: null } },
      ],
    });

    renderStaff(<PaymentPanel payment={payment} titleId="p" />);

    const panel = screen.getByRole('region', { name: 'Paiement' });
    expect(within(panel).getByText('250,00 MAD')).toBeTruthy();
    const reference = within(panel).getByText('B4K7M2QX');
    expect(reference.tagName).toBe('BDI');
    expect(reference.getAttribute('dir')).toBe('ltr');
    // The panel's own status, then each duplicate's.
    expect(within(panel).getAllByText('Reçu en cours de vérification')).toHaveLength(2);
    const warnings = within(panel).getByRole('list', { name: 'Reçus en double' });
    const items = within(warnings).getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Même fichier que le paiement B9P3X7RD de Salma Idrissi');
    expect(items[1]).toContain('Photo semblable au reçu du paiement BT2W8K4M de Compte supprimé');
    expect(within(warnings).getByRole('link', { name: 'B9P3X7RD' }).getAttribute('href')).toBe('/admin/payments/42');
    expect(within(warnings).getByRole('link', { name: 'BT2W8K4M' }).getAttribute('href')).toBe('/admin/payments/43');
    expect(within(panel).getByRole('button', { name: 'Vérifier' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Refuser le reçu' })).toBeTruthy();
  });

  it('shows what was received, when, the bank reference and who verified it, with no decision left to take', () => {
    const payment = makePaymentReview({
      status: 'VERIFIED',
      amountReceived: { amount: 250, formatted: '250,00 MAD' },
      paidOn: '2026-11-20',
      bankTransactionReference: 'VIR20261120',
      verifiedAt: '2026-11-21T09:00:00.000Z',
      reviewedBy: { id: '2', fullName: 'Karim Agent' },
    });

    renderStaff(<PaymentPanel payment={payment} titleId="p" />);

    const panel = screen.getByRole('region', { name: 'Paiement' });
    expect(within(panel).getByText('Paiement reçu')).toBeTruthy();
    expect(within(panel).getByText('VIR20261120')).toBeTruthy();
    expect(within(panel).getByText('Montant reçu')).toBeTruthy();
    expect(panel.textContent).toContain('Karim Agent, le 21/11/2026');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('offers the official receipt of a verified payment, with its verification code', async () => {
    const receiptDocument = makeFragmentData(
      {
        id: 'd9',
        kind: 'PAYMENT_RECEIPT',
        language: 'FR',
        issuedAt: '2026-11-21T09:00:05.000Z',
        verificationCode: 'K7QF-3MXP-9TZA',
        url: '/files/documents/d9',
        supersededBy: null,
      },
      STAFF_DOCUMENT_FIELDS,
    );
    renderStaff(
      <PaymentPanel payment={makePaymentReview({ status: 'VERIFIED' })} titleId="p" receiptDocument={receiptDocument} />,
    );

    const receipt = within(await screen.findByRole('list', { name: 'Reçu officiel' }));
    expect(receipt.getByText('Reçu officiel')).toBeTruthy();
    expect(receipt.getByText('K7QF-3MXP-9TZA')).toBeTruthy();
    expect(receipt.getByRole('button', { name: 'Télécharger le reçu (PDF)' })).toBeTruthy();
  });

  it('shows the refusal’s reason, and offers to verify but not to refuse again', () => {
    renderStaff(
      <PaymentPanel payment={makePaymentReview({ status: 'REFUSED', refusalReason: 'Reçu illisible' })} titleId="p" />,
    );

    expect(screen.getByText('Reçu illisible')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vérifier' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refuser le reçu' })).toBeNull();
  });

  it('opens the verification prefilled with the amount due paid today, and refuses a day to come beside its field', () => {
    renderStaff(<PaymentPanel payment={makePaymentReview()} titleId="p" />);

    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));

    const dialog = screen.getByRole('dialog', { name: 'Vérifier le paiement' });
    expect(inputOf('Montant reçu (MAD) *').value).toBe('250');
    expect(inputOf('Date du paiement *').value).toBe(casablancaToday(new Date()));
    expect(inputOf('Référence de l’opération bancaire').value).toBe('');

    fireEvent.change(inputOf('Date du paiement *'), { target: { value: '2999-01-01' } });
    fireEvent.change(inputOf('Montant reçu (MAD) *'), { target: { value: '250,555' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));

    expect(errorOf(inputOf('Date du paiement *'))).toBe('La date du paiement ne peut pas être dans le futur.');
    expect(errorOf(inputOf('Montant reçu (MAD) *'))).toBe('Saisissez un montant en dirhams, par exemple 150 ou 150,50.');
  });

  it('keeps what was typed and shows the failure in the form when the server cannot be reached', async () => {
    renderStaff(<PaymentPanel payment={makePaymentReview()} titleId="p" />);
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    const dialog = screen.getByRole('dialog', { name: 'Vérifier le paiement' });

    fireEvent.change(inputOf('Référence de l’opération bancaire'), { target: { value: 'VIR 2026 1120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));

    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Le paiement n’a pas pu être mis à jour.'));
    expect(inputOf('Référence de l’opération bancaire').value).toBe('VIR 2026 1120');
  });

  it('asks for the refusal’s reason in Arabic before sending anything', () => {
    renderStaff(<PaymentPanel payment={makePaymentReview()} titleId="p" />, { language: 'ar' });

    fireEvent.click(screen.getByRole('button', { name: 'رفض الوصل' }));
    const dialog = screen.getByRole('dialog', { name: 'رفض الوصل' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'رفض الوصل' }));

    expect(within(dialog).getByRole('alert').textContent).toBe('أدخل سبب الرفض: سيتوصل به الطالب.');
  });
});
