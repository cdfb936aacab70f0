import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '@/__generated__';
import type { PaymentSummaryFieldsFragment } from '@/__generated__/graphql';
import { PaymentSummary } from '@/modules/payments/components/PaymentSummary';
import { PAYMENT_SUMMARY_FIELDS } from '@/modules/payments/graphql/PaymentSummaryFields';
import { renderApp } from '@/test/render-app';

const makePayment = (overrides: Partial<PaymentSummaryFieldsFragment> = {}) =>
  makeFragmentData(
    {
      id: '12',
      kind: 'APPLICATION',
      reference: 'B4K7M2QX',
      status: 'RECEIPT_SUBMITTED',
      refusalReason: null,
      paidOn: null,
      verifiedAt: null,
      amountDue: { amount: 250, formatted: '250,00 MAD' },
      amountReceived: null,
      receiptDocument: null,
      method: null,
      cardPayable: false,
      ...overrides,
    },
    PAYMENT_SUMMARY_FIELDS,
  );

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(() => {
  writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('a payment summary', () => {
  it('shows the amount due, the status and the reference isolated left to right', () => {
    renderApp(<PaymentSummary payment={makePayment()} />);

    const summary = screen.getByRole('region', { name: 'Frais de candidature' });
    expect(summary.textContent).toContain('250,00 MAD');
    expect(within(summary).getByText('Reçu en cours de vérification')).toBeTruthy();
    const reference = within(summary).getByTestId('payment-reference');
    expect(reference.tagName).toBe('BDI');
    expect(reference.getAttribute('dir')).toBe('ltr');
    expect(reference.textContent).toBe('B4K7M2QX');
  });

  it('copies the reference and says so, then says nothing again', async () => {
    vi.useFakeTimers();
    renderApp(<PaymentSummary payment={makePayment()} />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copier la référence B4K7M2QX' }));
    });

    expect(writeText).toHaveBeenCalledWith('B4K7M2QX');
    expect(screen.getByRole('status').textContent).toBe('Référence copiée.');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('asks to copy by hand when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    renderApp(<PaymentSummary payment={makePayment()} />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copier la référence B4K7M2QX' }));
    });

    expect(screen.getByRole('status').textContent).toBe('Copie impossible : sélectionnez la référence et copiez-la.');
  });

  it('gives the reason of a refused receipt', () => {
    renderApp(<PaymentSummary payment={makePayment({ status: 'REFUSED', refusalReason: 'Le montant ne correspond pas.' })} />);

    expect(screen.getByText('Reçu refusé')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Votre reçu de paiement a été refusé.');
    expect(within(alert).getByText('Le montant ne correspond pas.').getAttribute('dir')).toBe('auto');
  });

  it('shows the amount received and the day it was paid once verified', () => {
    const verified = makePayment({
      kind: 'REGISTRATION',
      status: 'VERIFIED',
      amountReceived: { formatted: '250,00 MAD' },
      paidOn: '2026-03-14',
      verifiedAt: '2026-03-16T10:00:00.000Z',
    });

    renderApp(<PaymentSummary payment={verified} />);

    const summary = screen.getByRole('region', { name: 'Frais d’inscription' });
    expect(within(summary).getByText('Paiement reçu')).toBeTruthy();
    expect(within(summary).getByText('Montant reçu')).toBeTruthy();
    expect(summary.textContent).toContain('14 mars 2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  const RECEIPT = { id: '31', url: '/files/documents/31' };

  it.each([
    ['once it is verified and its receipt issued', 'VERIFIED', RECEIPT, true],
    ['not before its receipt is issued', 'VERIFIED', null, false],
    ['not while it is not verified', 'RECEIPT_SUBMITTED', RECEIPT, false],
  ] as const)('offers a payment’s official receipt %s', async (_when, status, receiptDocument, offered) => {
    // Beside a registration fee whose receipt shows: once its button is there, the documents' messages are loaded.
    renderApp(
      <>
        <PaymentSummary payment={makePayment({ kind: 'REGISTRATION', status: 'VERIFIED', receiptDocument: RECEIPT })} />
        <PaymentSummary payment={makePayment({ status, receiptDocument })} />
      </>,
    );

    const registration = screen.getByRole('region', { name: 'Frais d’inscription' });
    expect(await within(registration).findByRole('button', { name: 'Télécharger le reçu (PDF)' }, { timeout: 10_000 })).toBeTruthy();
    const fee = screen.getByRole('region', { name: 'Frais de candidature' });
    expect(within(fee).queryAllByRole('button', { name: 'Télécharger le reçu (PDF)' })).toHaveLength(offered ? 1 : 0);
  });

  it.each([
    ['while it may be paid by card, its receipt being checked or not', true, 1],
    ['not when the server says it may not', false, 0],
  ] as const)('offers to pay a fee by card %s', async (_when, cardPayable, offered) => {
    // Beside a fee that may be paid by card: once its button is there, the card payment's messages are loaded.
    renderApp(
      <>
        <PaymentSummary payment={makePayment({ kind: 'REGISTRATION', status: 'AWAITING_RECEIPT', cardPayable: true })} />
        <PaymentSummary payment={makePayment({ cardPayable })} />
      </>,
    );

    const registration = screen.getByRole('region', { name: 'Frais d’inscription' });
    expect(await within(registration).findByRole('button', { name: 'Payer par carte' }, { timeout: 10_000 })).toBeTruthy();
    const fee = screen.getByRole('region', { name: 'Frais de candidature' });
    expect(within(fee).queryAllByRole('button', { name: 'Payer par carte' })).toHaveLength(offered);
  });

  it('in Arabic, keeps the reference left to right inside a right-to-left page, its button named in Arabic', () => {
    renderApp(<PaymentSummary payment={makePayment({ status: 'AWAITING_RECEIPT' })} />, { language: 'ar' });

    expect(screen.getByRole('region', { name: 'رسوم الترشيح' })).toBeTruthy();
    expect(screen.getByText('في انتظار الأداء')).toBeTruthy();
    expect(screen.getByTestId('payment-reference').getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('button', { name: 'نسخ المرجع B4K7M2QX' })).toBeTruthy();
  });

  it('shows nothing for a fee of zero: nothing is owed', () => {
    renderApp(<PaymentSummary payment={makePayment({ amountDue: { amount: 0, formatted: '0,00 MAD' } })} />);

    expect(screen.queryByTestId('payment-summary')).toBeNull();
  });
});
