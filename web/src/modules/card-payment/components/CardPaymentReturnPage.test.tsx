import { act, screen, within } from '@testing-library/react';
import type { Language } from '@bourses/common/languages';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQLServer, type StubAnswer } from '@/modules/account-security/test/stub-graphql-server';
import { CardPaymentReturnPage } from '@/modules/card-payment/components/CardPaymentReturnPage';
import { cardAttempt } from '@/modules/card-payment/test/card-payment-answers';
import { renderRoutes } from '@/test/render-app';

const LOADED = { timeout: 10_000 };
const ORDER = 'B4K7M2QX-a1b2c3d4e5f6';

function openReturnPage(answers: StubAnswer[], { path = `/payments/cmi/ok?order=${ORDER}`, language = 'fr' as Language } = {}) {
  const server = stubGraphQLServer({ CardPaymentReturn: answers });
  renderRoutes(
    <>
      <Route path="/payments/cmi/ok" element={server.wrap(<CardPaymentReturnPage />)} />
      <Route path="/payments/cmi/fail" element={server.wrap(<CardPaymentReturnPage />)} />
    </>,
    { path, language },
  );
  return server.calls;
}

const backLink = () => screen.getByRole('link', { name: /^Retour/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('the page CMI sends the student back to', () => {
  it('says a paid fee is confirmed, with the amount and where its receipt will be, read from the server', async () => {
    const calls = openReturnPage([cardAttempt()]);

    const outcome = await screen.findByRole('status', undefined, LOADED);
    expect(within(outcome).getByRole('heading', { level: 2, name: 'Votre paiement est confirmé' })).toBeTruthy();
    expect(outcome.textContent).toContain('Vous avez payé 250,00 MAD par carte.');
    expect(within(outcome).getByRole('link', { name: 'Mes documents' }).getAttribute('href')).toBe('/documents');
    expect(calls).toEqual([{ operationName: 'CardPaymentReturn', variables: { orderId: ORDER, language: 'FR' } }]);
    expect(backLink().getAttribute('href')).toBe('/applications/7');
  });

  it('says what the server says whichever address CMI chose: a paid fee on the fail page is confirmed', async () => {
    openReturnPage([cardAttempt()], { path: `/payments/cmi/fail?order=${ORDER}` });

    expect(await screen.findByRole('heading', { name: 'Votre paiement est confirmé' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a declined card was declined, why, and offers to try again while the fee can be paid by card', async () => {
    openReturnPage([cardAttempt({ status: 'DECLINED', reason: 'Fonds insuffisants' }, { cardPayable: true })], {
      path: `/payments/cmi/fail?order=${ORDER}`,
    });

    const alert = await screen.findByRole('alert', undefined, LOADED);
    expect(within(alert).getByRole('heading', { name: 'Le paiement a été refusé' })).toBeTruthy();
    expect(alert.textContent).toContain('Motif indiqué par la banque : Fonds insuffisants');
    expect(within(alert).getByText('Fonds insuffisants').getAttribute('dir')).toBe('auto');
    expect(await screen.findByRole('button', { name: 'Réessayer' }, LOADED)).toBeTruthy();
  });

  it('offers no new try once the fee cannot be paid by card any more', async () => {
    openReturnPage([cardAttempt({ status: 'DECLINED', reason: null }, { cardPayable: false })]);

    const alert = await screen.findByRole('alert', undefined, LOADED);
    expect(alert.textContent).not.toContain('Motif');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('says a second payment of a paid fee will be refunded', async () => {
    openReturnPage([cardAttempt({ status: 'DUPLICATE' })]);

    expect((await screen.findByRole('status', undefined, LOADED)).textContent).toBe(
      'Ces frais étaient déjà payés : ce second paiement vous sera remboursé par l’équipe de la plateforme.',
    );
  });

  it('waits for the bank’s confirmation, asking again every 3 seconds, and shows it once it comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = openReturnPage([cardAttempt({ status: 'STARTED' }), cardAttempt({ status: 'STARTED' }), cardAttempt()]);

    expect(await screen.findByText('En attente de la confirmation de la banque…', undefined, LOADED)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(calls).toHaveLength(2);
    expect(screen.getByText('En attente de la confirmation de la banque…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_000));

    expect(await screen.findByRole('heading', { name: 'Votre paiement est confirmé' })).toBeTruthy();
    expect(calls).toHaveLength(3);
  });

  it('after a minute without the bank’s answer, stops asking and says to look again later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = openReturnPage(Array.from({ length: 30 }, () => cardAttempt({ status: 'STARTED' })));

    expect(await screen.findByText('En attente de la confirmation de la banque…', undefined, LOADED)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(await screen.findByText(/La banque n’a pas encore confirmé le paiement\./)).toBeTruthy();
    const asked = calls.length;
    expect(asked).toBeGreaterThanOrEqual(20);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(calls).toHaveLength(asked);
  });

  it('says nothing of an order that is not the student’s, and leads to the applications', async () => {
    openReturnPage([{ data: { cardPaymentAttempt: null } }]);

    expect((await screen.findByRole('status', undefined, LOADED)).textContent).toContain(
      'Aucun de vos paiements par carte ne correspond à cette adresse.',
    );
    expect(backLink().getAttribute('href')).toBe('/applications');
  });

  it('leads back to the pending page after the registration fee', async () => {
    openReturnPage([cardAttempt({}, { kind: 'REGISTRATION', application: null, scholarship: null })]);

    await screen.findByRole('heading', { name: 'Votre paiement est confirmé' }, LOADED);
    expect(screen.getByRole('link', { name: 'Retour à l’inscription' }).getAttribute('href')).toBe('/pending');
  });

  it('leads back to the scholarship after its fee was paid from the apply dialog, before applying', async () => {
    openReturnPage([cardAttempt({}, { application: null })]);

    await screen.findByRole('heading', { name: 'Votre paiement est confirmé' }, LOADED);
    expect(screen.getByRole('link', { name: 'Retour à la bourse, pour postuler' }).getAttribute('href')).toBe('/bourses/3');
  });

  it('in Arabic, says it in Arabic with the amount isolated', async () => {
    openReturnPage([cardAttempt({ amount: { __typename: 'Money', amount: 250, formatted: '250,00 د.م.' } })], {
      language: 'ar',
    });

    const outcome = await screen.findByRole('status', undefined, LOADED);
    expect(within(outcome).getByRole('heading', { name: 'تم تأكيد أدائك' })).toBeTruthy();
    expect(within(outcome).getByText('250,00 د.م.').tagName).toBe('BDI');
    expect(screen.getByRole('heading', { level: 1, name: 'الأداء بالبطاقة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الترشيح' }).getAttribute('href')).toBe('/applications/7');
  });
});
