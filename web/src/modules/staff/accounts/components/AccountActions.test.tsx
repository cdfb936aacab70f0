import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountActions } from '@/modules/staff/accounts/components/AccountActions';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';
import { staffPermissions } from '@/modules/staff/shared/utils/staff-permissions';

describe('the account actions', () => {
  it('let an AGENT approve or reject a waiting account but not edit or delete it', () => {
    renderStaff(
      <AccountActions permissions={staffPermissions('AGENT')} approvalStatus="PENDING" onAction={vi.fn()} />,
    );

    expect(screen.getByRole('button', { name: 'Approuver' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it('let an ADMIN edit and delete too', () => {
    const onAction = vi.fn();
    renderStaff(
      <AccountActions permissions={staffPermissions('ADMIN')} approvalStatus="PENDING" onAction={onAction} />,
    );

    screen.getByRole('button', { name: 'Supprimer' }).click();

    expect(screen.getByRole('button', { name: 'Modifier' })).toBeTruthy();
    expect(onAction).toHaveBeenCalledWith('delete');
  });

  it('offer no approval of an account already approved', () => {
    renderStaff(
      <AccountActions permissions={staffPermissions('AGENT')} approvalStatus="APPROVED" onAction={vi.fn()} />,
      {
        language: 'ar',
      },
    );

    expect(screen.queryByRole('button', { name: 'موافقة' })).toBeNull();
    expect(screen.getByRole('button', { name: 'رفض' })).toBeTruthy();
  });
});
