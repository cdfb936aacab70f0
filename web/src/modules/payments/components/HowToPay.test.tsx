import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HowToPay } from '@/modules/payments/components/HowToPay';
import type { HowToPaySettings } from '@/modules/payments/hooks/useHowToPay';
import { renderApp } from '@/test/render-app';

const makeSettings = (overrides: Partial<HowToPaySettings> = {}): HowToPaySettings => ({
  registrationFee: { amount: 150, formatted: '150,00 MAD' },
  payee: 'Association Bourses Maroc',
  bankName: 'Bank Al-Maghrib',
  rib: '001 810 0078000201106203 18',
  instructions: {
    language: 'FR',
    otherWays: 'En espèces chez CashPlus ou Wafacash.',
    serviceContractUrl: '/files/payments/service-contract/fr?v=1',
  },
  ...overrides,
});

describe('how to pay', () => {
  it('shows the fee, the payee, bank and RIB together, the other ways and the contract to download', () => {
    renderApp(<HowToPay settings={makeSettings()} />);

    const panel = screen.getByRole('region', { name: 'Comment payer' });
    expect(panel.textContent).toContain('150,00 MAD');
    expect(panel.textContent).toContain('Association Bourses Maroc');
    expect(screen.getByTestId('payment-rib').textContent).toContain('001 810 0078000201106203 18');
    expect(panel.textContent).toContain('CashPlus ou Wafacash');
    expect(screen.getByRole('link', { name: 'Télécharger le contrat de service' }).getAttribute('href')).toBe('/files/payments/service-contract/fr?v=1');
  });

  it('shows the reference to write in the transfer, left to right with a button that copies it, in Arabic too', () => {
    renderApp(<HowToPay settings={makeSettings()} reference="B4K7M2QX" />, { language: 'ar' });

    const panel = screen.getByRole('region', { name: 'طريقة الأداء' });
    const reference = within(panel).getByTestId('payment-reference');
    expect(reference.textContent).toBe('B4K7M2QX');
    expect(reference.getAttribute('dir')).toBe('ltr');
    expect(within(panel).getByRole('button', { name: /B4K7M2QX/ })).toBeTruthy();
  });

  it('shows nothing while an ADMIN has set nothing', () => {
    const nothing = makeSettings({
      registrationFee: { amount: 0, formatted: '0,00 MAD' },
      rib: '',
      payee: '',
      bankName: '',
      instructions: { language: 'FR', otherWays: '', serviceContractUrl: null },
    });

    renderApp(<HowToPay settings={nothing} />);

    expect(screen.queryByRole('region', { name: 'Comment payer' })).toBeNull();
  });
});
