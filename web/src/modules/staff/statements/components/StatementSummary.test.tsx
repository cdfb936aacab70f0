import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/modules/staff/__generated__';
import type { StatementSummaryFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';
import { StatementSummary } from '@/modules/staff/statements/components/StatementSummary';
import { STATEMENT_LINE_FIELDS } from '@/modules/staff/statements/graphql/StatementLineFields';

const line = (number: number, label: string, outcome: 'MATCHED' | 'MISMATCH' | 'UNMATCHED' | 'ALREADY_VERIFIED', payment: { id: string; reference: string } | null) =>
  makeFragmentData(
    {
      line: number,
      date: '2025-01-02',
      label,
      references: payment ? [payment.reference] : [],
      outcome,
      amount: { formatted: '1 250,00 MAD' },
      payment,
    },
    STATEMENT_LINE_FIELDS,
  );

const makeStatement = (overrides: Partial<StatementSummaryFieldsFragment> = {}): StatementSummaryFieldsFragment => ({
  id: '7',
  bank: 'Attijariwafa bank',
  fileName: 'releve-janvier.csv',
  importedAt: '2025-01-31T10:00:00.000Z',
  lineCount: 3,
  matchedCount: 1,
  alreadyVerifiedCount: 0,
  mismatchCount: 1,
  unmatchedCount: 1,
  alreadyImportedCount: 0,
  matched: [line(4, 'VIR M CHRAIBI REF:B4K7M2QX', 'MATCHED', { id: '12', reference: 'B4K7M2QX' })],
  alreadyVerified: [],
  mismatches: [line(5, 'VERSEMENT B9P3W1ZT', 'MISMATCH', { id: '13', reference: 'B9P3W1ZT' })],
  unmatched: [line(6, 'تحويل بدون مرجع', 'UNMATCHED', null)],
  problems: [{ line: 8, message: 'Ligne 8 : montant illisible « douze ».', value: 'douze' }],
  ...overrides,
});

const tableNamed = (caption: string) => screen.getByRole('table', { name: caption });

describe('the summary of an imported statement', () => {
  it('shows the counts, each list with its payment’s link, and the unreadable lines', () => {
    renderStaff(<StatementSummary statement={makeStatement()} />);

    const counts = Object.fromEntries(
      [...document.querySelectorAll('dl div')].map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
    );
    expect(counts).toEqual({
      'Lignes lues': '3',
      'Rapprochées (paiement vérifié)': '1',
      'Montants différents': '1',
      'Déjà vérifiés': '0',
      'Sans correspondance': '1',
      'Déjà importées': '0',
      'Lignes illisibles': '1',
    });
    const matched = tableNamed('Rapprochées : ces paiements sont maintenant vérifiés');
    expect(within(matched).getByRole('link', { name: 'B4K7M2QX' }).getAttribute('href')).toBe('/admin/payments/12');
    expect(within(matched).getByText('VIR M CHRAIBI REF:B4K7M2QX').getAttribute('dir')).toBe('auto');
    expect(within(matched).getByText('02/01/2025')).toBeTruthy();
    const unmatched = tableNamed('Sans correspondance : aucune référence de paiement connue');
    expect(within(unmatched).getByText('تحويل بدون مرجع').getAttribute('dir')).toBe('auto');
    expect(within(unmatched).queryByRole('link')).toBeNull();
    expect(screen.getByText('Ligne 8 : montant illisible « douze ».')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Déjà vérifiés :/ })).toBeNull();
  });

  it('says so when every line was imported before', () => {
    const again = makeStatement({
      matchedCount: 0,
      mismatchCount: 0,
      unmatchedCount: 0,
      alreadyImportedCount: 3,
      matched: [],
      mismatches: [],
      unmatched: [],
      problems: [],
    });

    renderStaff(<StatementSummary statement={again} />, { language: 'ar' });

    expect(screen.queryAllByRole('table')).toEqual([]);
    expect(screen.getByText('سبق استيراد كل أسطر كشف الحساب هذا: لم يُطبَّق أي شيء مرتين.')).toBeTruthy();
  });
});
