import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '@/modules/auth/hooks/useSignOut';

export interface AccountAction {
  label: string;
  run: () => unknown;
}

/** My Account, Change Password and Logout; an account waiting for approval only gets Logout. */
export function useAccountActions(approved: boolean): AccountAction[] {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const accountActions: AccountAction[] = [
    { label: t`My Account`, run: () => navigate('/profile') },
    { label: t`Change Password`, run: () => navigate('/change-password') },
  ];
  return [...(approved ? accountActions : []), { label: t`Logout`, run: () => signOut() }];
}
