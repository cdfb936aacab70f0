import { fireEvent, screen } from '@testing-library/react';
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
  corrected: false,
  assignee: null,
  conversation: null,
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
        onDecide={vi.fn()}
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
        onDecide={vi.fn()}
      />,
      { language: 'ar' },
    );
    const emailButton = screen.getByRole('button', { name: /البريد الإلكتروني/ });

    emailButton.click();

    expect(emailButton.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(onSort).toHaveBeenCalledWith('email');
  });

  it('formats phone numbers for reading and offers decisions only on students’ rows', () => {
    const onDecide = vi.fn();
    renderStaff(
      <AccountsTable
        users={[
          makeAccount({ id: 'student', fullName: 'Amal Alaoui' }),
          makeAccount({ id: 'agent', fullName: 'Karim Agent', role: 'AGENT', approvalStatus: 'APPROVED' }),
        ]}
        caption="Comptes"
        sort={null}
        onSort={vi.fn()}
        selected={new Set()}
        onSelectedChange={vi.fn()}
        onDecide={onDecide}
      />,
    );
    const [studentRow, agentRow] = screen.getAllByRole('rowheader').map((cell) => cell.closest('tr'));

    expect(studentRow?.textContent).toContain('+212 6 12 34 56 78');
    expect(agentRow?.querySelectorAll('button')).toHaveLength(0);
    screen.getByRole('button', { name: 'Approuver' }).click();
    expect(onDecide).toHaveBeenCalledWith('student', 'APPROVED');
  });

  it('offers only students’ accounts for a batch decision, and shows who follows each account', () => {
    const onSelectedChange = vi.fn();
    renderStaff(
      <AccountsTable
        users={[
          makeAccount({ id: 'student', fullName: 'Salma Bennani', assignee: { id: 'agent', fullName: 'Youssef Alami' } }),
          makeAccount({ id: 'agent', fullName: 'Youssef Alami', role: 'AGENT', approvalStatus: 'APPROVED' }),
        ]}
        caption="Comptes"
        sort={DEFAULT_ACCOUNT_SORT}
        onSort={vi.fn()}
        selected={new Set()}
        onSelectedChange={onSelectedChange}
        onDecide={vi.fn()}
      />,
    );

    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Sélectionner tous les comptes étudiants de cette page',
      'Sélectionner Salma Bennani',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner tous les comptes étudiants de cette page' }));
    expect(onSelectedChange).toHaveBeenCalledWith(new Set(['student']));
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('Youssef Alami');
  });

  it('marks "Corrigé" the accounts waiting again because their student sent the corrections asked for', () => {
    renderStaff(
      <AccountsTable
        users={[
          makeAccount({ id: 'corrected', fullName: 'Salma Bennani', corrected: true }),
          makeAccount({ id: 'waiting', fullName: 'Amal Alaoui' }),
        ]}
        caption="Comptes"
        sort={DEFAULT_ACCOUNT_SORT}
        onSort={vi.fn()}
        selected={new Set()}
        onSelectedChange={vi.fn()}
        onDecide={vi.fn()}
      />,
    );
    const [correctedRow, waitingRow] = screen.getAllByRole('rowheader').map((cell) => cell.closest('tr'));

    expect(correctedRow?.textContent).toContain('Corrigé');
    expect(waitingRow?.textContent).not.toContain('Corrigé');
  });
});
