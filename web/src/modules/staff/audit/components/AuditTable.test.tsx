import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntryRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { AuditTable } from '@/modules/staff/audit/components/AuditTable';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const makeEntry = (overrides: Partial<AuditEntryRowFieldsFragment> = {}): AuditEntryRowFieldsFragment => ({
  id: '1',
  at: '2026-01-20T10:05:00.000Z',
  action: 'application.reject',
  clientAddress: '196.200.1.7',
  actor: { id: 'u1', role: 'AGENT', firstName: 'Youssef', lastName: 'Alaoui', email: 'youssef@bourses.ma' },
  target: { type: 'APPLICATION', id: '12' },
  changes: [
    { field: 'status', before: 'pending', after: 'rejected' },
    { field: 'feedback', before: null, after: 'Reçu illisible' },
  ],
  ...overrides,
});

describe('the audit table', () => {
  it('says who did what, when in Casablanca, on which target (linked), from where and what changed', () => {
    renderStaff(<AuditTable entries={[makeEntry()]} caption="Journal d'audit" />);

    const [, row] = screen.getAllByRole('row');
    if (!row) throw new Error('The table has no row');
    expect(within(row).getByRole('rowheader').textContent).toBe('Candidature rejetée');
    expect(within(row).getByText('Youssef Alaoui')).toBeTruthy();
    // 10:05 UTC is 11:05 in Casablanca (UTC+1 in January).
    expect(row.textContent).toMatch(/20\/01\/2026.*11:05/);
    expect(within(row).getByRole('link', { name: 'Candidature 12' }).getAttribute('href')).toBe('/admin/applications/12');
    expect(within(row).getByText('status: pending → rejected')).toBeTruthy();
    expect(within(row).getByText('feedback: Reçu illisible')).toBeTruthy();
  });

  it('names actions in Arabic, and links nothing an entry deleted', () => {
    renderStaff(
      <AuditTable
        entries={[makeEntry({ action: 'application.delete', actor: { id: null, role: null, firstName: null, lastName: null, email: null } })]}
        caption="سجل التدقيق"
      />,
      { language: 'ar' },
    );

    const [, row] = screen.getAllByRole('row');
    if (!row) throw new Error('The table has no row');
    expect(within(row).getByRole('rowheader').textContent).toBe('حذف ترشيح');
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).getByText('حساب محذوف')).toBeTruthy();
  });
});
