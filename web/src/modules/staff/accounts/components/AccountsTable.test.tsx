import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountsTable, type AccountRow } from '@/modules/staff/accounts/components/AccountsTable';
import { DEFAULT_ACCOUNT_SORT } from '@/modules/staff/accounts/utils/account-list-query';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const makeAccount = (overrides: Partial<AccountRow> = {}): AccountRow => ({
  id: 'user-1',
  email: 'salma.bennani@example.ma',
  firstName: 'Salma',
  lastName: 'Bennani',
  fullName: 'Salma Bennani',
  role: 'CLIENT',
  approvalStatus: 'PENDING',
  isVerified: true,
  approvalDate: null,
  phoneNumber: '+212612345678',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

// The server sorts: the table shows the rows in the order given.
const ACCOUNTS = [
  makeAccount({ id: 'user-1', fullName: 'Youssef Berrada' }),
  makeAccount({ id: 'user-2', fullName: 'Amal Alaoui' }),
];

describe('the accounts table', () => {
  it('shows the rows in the server’s order and the default order on the registration column', () => {
    renderStaff(
      <AccountsTable
        users={ACCOUNTS}
        caption="Comptes"
        sort={DEFAULT_ACCOUNT_SORT}
        onSort={vi.fn()}
        selected={new Set()}
        onSelectedChange={vi.fn()}
      />,
    );

    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['Youssef Berrada', 'Amal Alaoui']);
    expect(screen.getByRole('columnheader', { name: /Inscrit le/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Nom/ }).getAttribute('aria-sort')).toBe('none');
  });

  it('sorts by a column through its header button, and tells screen readers the order', () => {
    const onSort = vi.fn();
    renderStaff(
      <AccountsTable
        users={ACCOUNTS}
        caption="الحسابات"
        sort={{ key: 'email', direction: 'asc' }}
        onSort={onSort}
        selected={new Set()}
        onSelectedChange={vi.fn()}
      />,
      { language: 'ar' },
    );
    const emailButton = screen.getByRole('button', { name: /البريد الإلكتروني/ });

    emailButton.click();

    expect(emailButton.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(onSort).toHaveBeenCalledWith('email');
  });
});
