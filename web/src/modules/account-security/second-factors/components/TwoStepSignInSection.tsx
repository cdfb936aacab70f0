import { AccountSecurityCatalogGate } from '@/modules/account-security/components/AccountSecurityCatalogGate';
import { TwoStepSignInSettings } from '@/modules/account-security/second-factors/components/TwoStepSignInSettings';

/** The profile's two-step sign-in, loaded with its messages apart from the profile page. */
export function TwoStepSignInSection() {
  return (
    <AccountSecurityCatalogGate>
      <TwoStepSignInSettings />
    </AccountSecurityCatalogGate>
  );
}
