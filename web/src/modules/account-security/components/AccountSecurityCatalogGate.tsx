import type { ReactNode } from 'react';
import { useAccountSecurityCatalog } from '@/modules/account-security/i18n/useAccountSecurityCatalog';
import { Spinner } from '@/modules/ui/components/Spinner';

export interface AccountSecurityCatalogGateProps {
  children: ReactNode;
}

/** Renders the account-security screens once their catalogue is loaded (a spinner until then). */
export function AccountSecurityCatalogGate({ children }: AccountSecurityCatalogGateProps) {
  return useAccountSecurityCatalog() ? children : <Spinner />;
}
