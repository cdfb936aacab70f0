import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountActions } from '@/modules/staff/accounts/components/AccountActions';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';
import { staffPermissions } from '@/modules/staff/shared/utils/staff-permissions';

const STUDENT = { role: 'CLIENT', approvalStatus: 'PENDING', isVerified: true } as const;

describe('the account actions', () => {
  it('let an AGENT approve or reject a waiting account but not edit or delete it', () => {
    renderStaff(
      <AccountActions permissions={staffPermissions('AGENT')} account={STUDENT} onAction={vi.fn()} />,
    );

    expect(screen.getByRole('button', { name: 'Approuver' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it('let an ADMIN edit and delete too', () => {
    const onAction = vi.fn();
    renderStaff(
      <AccountActions permissions={staffPermissions('ADMIN')} account={STUDENT} onAction={onAction} />,
    );

    screen.getByRole('button', { name: 'Supprimer' }).click();

    expect(screen.getByRole('button', { name: 'Modifier' })).toBeTruthy();
    expect(onAction).toHaveBeenCalledWith('delete');
  });

  it('offer no approval of an account already approved', () => {
    renderStaff(
      <AccountActions permissions={staffPermissions('AGENT')} account={{ ...STUDENT, approvalStatus: 'APPROVED' }} onAction={vi.fn()} />,
      {
        language: 'ar',
      },
    );

    expect(screen.queryByRole('button', { name: 'موافقة' })).toBeNull();
    expect(screen.getByRole('button', { name: 'رفض' })).toBeTruthy();
  });

  it('keep Approve disabled on an unverified student, with the reason written beside it', () => {
    renderStaff(
      <AccountActions permissions={staffPermissions('AGENT')} account={{ ...STUDENT, isVerified: false }} onAction={vi.fn()} />,
    );

    const approve = screen.getByRole('button', { name: 'Approuver' });
    expect(approve).toHaveProperty('disabled', true);
    expect(approve.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(approve.getAttribute('aria-describedby') ?? '')?.textContent).toBeTruthy();
  });

  it('let an ADMIN, and only an ADMIN, reset the two-step sign-in of an account that has it', () => {
    const onAction = vi.fn();
    const agent = { role: 'AGENT', approvalStatus: 'APPROVED', isVerified: true, secondFactorEnabled: true } as const;
    const { unmount } = renderStaff(<AccountActions permissions={staffPermissions('AGENT')} account={agent} onAction={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Réinitialiser la connexion en deux étapes' })).toBeNull();
    unmount();

    renderStaff(<AccountActions permissions={staffPermissions('ADMIN')} account={agent} onAction={onAction} />);
    screen.getByRole('button', { name: 'Réinitialiser la connexion en deux étapes' }).click();

    expect(onAction).toHaveBeenCalledWith('resetSecondFactors');
  });

  it('let an ADMIN, and only an ADMIN, end every session of an account', () => {
    const onAction = vi.fn();
    const { unmount } = renderStaff(<AccountActions permissions={staffPermissions('AGENT')} account={STUDENT} onAction={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Fermer toutes les sessions' })).toBeNull();
    unmount();

    renderStaff(<AccountActions permissions={staffPermissions('ADMIN')} account={STUDENT} onAction={onAction} />, { language: 'ar' });
    screen.getByRole('button', { name: 'إنهاء كل الجلسات' }).click();

    expect(onAction).toHaveBeenCalledWith('endSessions');
  });

  it('offer no reset of two-step sign-in to an account without it', () => {
    renderStaff(
      <AccountActions permissions={staffPermissions('ADMIN')} account={{ ...STUDENT, secondFactorEnabled: false }} onAction={vi.fn()} />,
    );

    expect(screen.queryByRole('button', { name: 'Réinitialiser la connexion en deux étapes' })).toBeNull();
  });

  it('offer no decision on an agent’s account, even to an ADMIN', () => {
    renderStaff(
      <AccountActions
        permissions={staffPermissions('ADMIN')}
        account={{ role: 'AGENT', approvalStatus: 'APPROVED', isVerified: true }}
        onAction={vi.fn()}
      />,
    );

    expect(screen.queryByRole('button', { name: 'Approuver' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuser' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeTruthy();
  });
});
