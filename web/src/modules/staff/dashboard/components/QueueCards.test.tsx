import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClosingSoonCard } from '@/modules/staff/dashboard/components/ClosingSoonCard';
import { CorrespondenceQueueCard } from '@/modules/staff/correspondence/components/CorrespondenceQueueCard';
import { WaitingAccountsCard } from '@/modules/staff/dashboard/components/WaitingAccountsCard';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const ACCOUNT = {
  id: '7',
  createdAt: '2026-11-20T09:00:00.000Z',
  waitingDays: 8,
  firstName: 'Salma',
  lastName: 'Bennani',
  email: 'salma@example.ma',
  isVerified: false,
};

describe('the dashboard’s queues', () => {
  it('list what waits under the list’s name, each row opening its page', () => {
    renderStaff(<WaitingAccountsCard waiting={{ total: 1, oldest: [ACCOUNT] }} />, { language: 'fr' });

    const list = screen.getByRole('list', { name: 'Comptes en attente d’approbation les plus anciens' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Salma Bennani' }).getAttribute('href')).toBe('/admin/accounts/7');
    expect(rows[0]?.textContent).toContain('(e-mail pas encore vérifié)');
    expect(screen.queryByText('Aucun compte en attente.')).toBeNull();
  });

  it('say that nothing waits instead of showing an empty list', () => {
    renderStaff(
      <>
        <WaitingAccountsCard waiting={{ total: 0, oldest: [] }} />
        <ClosingSoonCard scholarships={[]} />
      </>,
      { language: 'fr' },
    );

    expect(screen.getByText('Aucun compte en attente.').tagName).toBe('P');
    expect(screen.getByText('Aucune bourse ne ferme dans les 14 prochains jours.').tagName).toBe('P');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('open the overdue corrections of the applications and of the accounts from their count', () => {
    renderStaff(<CorrespondenceQueueCard unread={{ messages: 0, conversations: 0 }} overdueCorrections={2} />, {
      language: 'fr',
    });

    // Each link is described by the count it opens, which tells the two rows' links apart.
    const overdue = { description: '2 demandes de corrections en retard' };
    expect(screen.getByRole('link', { name: 'Candidatures', ...overdue }).getAttribute('href')).toBe(
      '/admin/applications?overdue=true',
    );
    expect(screen.getByRole('link', { name: 'Comptes', ...overdue }).getAttribute('href')).toBe(
      '/admin/accounts?overdue=true',
    );
  });
});
