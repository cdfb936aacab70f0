import { AccountSecurityCatalogGate } from '@/modules/account-security/components/AccountSecurityCatalogGate';
import { SessionsSettings } from '@/modules/account-security/sessions/components/SessionsSettings';

/** The profile's sessions, loaded with their messages apart from the profile page. */
export function SessionsSection() {
  return (
    <AccountSecurityCatalogGate>
      <SessionsSettings />
    </AccountSecurityCatalogGate>
  );
}
