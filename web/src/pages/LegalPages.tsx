import { LegalPage } from '@/modules/legal/components/LegalPage';

export function TermsPage() {
  return <LegalPage kind="terms" />;
}

export function CookiesPage() {
  return <LegalPage kind="cookies" />;
}
