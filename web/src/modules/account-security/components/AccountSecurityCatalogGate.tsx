import type { ReactNode } from 'react';
import { ACCOUNT_SECURITY_CATALOG } from '@/modules/account-security/i18n/account-security-catalog';
import { useLazyCatalog } from '@/modules/i18n/hooks/useLazyCatalog';
import { Spinner } from '@/modules/ui/components/Spinner';

export interface AccountSecurityCatalogGateProps {
  children: ReactNode;
}

/** Renders the account-security screens once their catalogue is loaded (a spinner until then). */
export function AccountSecurityCatalogGate({ children }: AccountSecurityCatalogGateProps) {
  return useLazyCatalog(ACCOUNT_SECURITY_CATALOG) ? children : <Spinner />;
}
