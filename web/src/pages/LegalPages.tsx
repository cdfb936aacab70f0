import { LegalPage } from '@/modules/legal/components/LegalPage';

export function PrivacyPolicyPage() {
  return <LegalPage kind="privacy" />;
}

export function TermsPage() {
  return <LegalPage kind="terms" />;
}

export function CookiesPage() {
  return <LegalPage kind="cookies" />;
}
