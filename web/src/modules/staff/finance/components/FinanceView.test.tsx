import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FinanceView } from '@/modules/staff/finance/components/FinanceView';
import type { FinanceRow } from '@/modules/staff/finance/components/FinanceTable';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const row = (fields: Partial<FinanceRow> & Pick<FinanceRow, 'payments'>, [due, received, outstanding]: string[]): FinanceRow => ({
  scholarship: null,
  month: null,
  due: { formatted: due ?? '' },
  received: { formatted: received ?? '' },
  outstanding: { formatted: outstanding ?? '' },
  ...fields,
});

const FINANCE = {
  total: row({ payments: 4 }, ['750,00 MAD', '250,00 MAD', '500,00 MAD']),
  registration: row({ payments: 1 }, ['150,00 MAD', '0,00 MAD', '150,00 MAD']),
  perScholarship: [
    row({ payments: 2, scholarship: { id: '12', title: 'Bourse Eiffel' } }, ['500,00 MAD', '250,00 MAD', '250,00 MAD']),
    row({ payments: 1, scholarship: { id: '13', title: 'منحة ابن سينا' } }, ['100,00 MAD', '0,00 MAD', '100,00 MAD']),
  ],
  perMonth: [
    row({ payments: 3, month: '2026-02' }, ['600,00 MAD', '250,00 MAD', '350,00 MAD']),
    row({ payments: 1, month: '2025-12' }, ['150,00 MAD', '0,00 MAD', '150,00 MAD']),
  ],
};

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((tableRow) => [...tableRow.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the finance view', () => {
  it('shows the totals, then registration and each scholarship, each scholarship linked to its payments', () => {
    renderStaff(<FinanceView finance={FINANCE} />, { language: 'fr' });

    const totals = screen.getByText('Total dû').closest('dl');
    expect(totals?.textContent).toContain('750,00 MAD');
    expect(within(totals ?? document.body).getByText('Total reçu').nextElementSibling?.textContent).toBe('250,00 MAD');
    expect(within(totals ?? document.body).getByText('Total restant dû').nextElementSibling?.textContent).toBe('500,00 MAD');
    expect(cellsOf(screen.getByRole('table', { name: 'Par bourse' }))).toEqual([
      ['Bourse', 'Paiements', 'Dû', 'Reçu', 'Reste dû'],
      ['Frais d’inscription', '1', '150,00 MAD', '0,00 MAD', '150,00 MAD'],
      ['Bourse Eiffel', '2', '500,00 MAD', '250,00 MAD', '250,00 MAD'],
      ['منحة ابن سينا', '1', '100,00 MAD', '0,00 MAD', '100,00 MAD'],
    ]);
    expect(screen.getByRole('link', { name: 'Bourse Eiffel' }).getAttribute('href')).toBe('/admin/payments?scholarship=12');
  });

  it('names each month as the language writes it, latest first', () => {
    renderStaff(<FinanceView finance={FINANCE} />, { language: 'ar' });

    const months = cellsOf(screen.getByRole('table', { name: 'حسب شهر فتح الدفعات، الأحدث أولاً' }));
    const monthName = (date: number) => new Intl.DateTimeFormat('ar-MA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
    expect(months[0]).toEqual(['الشهر', 'الدفعات', 'المستحق', 'المتوصل به', 'المتبقي']);
    expect(months.slice(1).map((cells) => cells[0])).toEqual([monthName(Date.UTC(2026, 1, 1)), monthName(Date.UTC(2025, 11, 1))]);
  });
});
