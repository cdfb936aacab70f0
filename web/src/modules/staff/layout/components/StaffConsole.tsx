import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { NotFoundPage } from '@/modules/layout/components/NotFoundPage';
import { useStaffCatalog } from '@/modules/staff/i18n/useStaffCatalog';
import { StaffNav } from '@/modules/staff/layout/components/StaffNav';
import { DashboardPage } from '@/modules/staff/dashboard/components/DashboardPage';
import { Spinner } from '@/modules/ui/components/Spinner';

// Sections other than the overview are chunks of their own inside the console.
const AccountsPage = lazy(async () => ({
  default: (await import('@/modules/staff/accounts/components/AccountsPage')).AccountsPage,
}));
const AccountDetailPage = lazy(async () => ({
  default: (await import('@/modules/staff/accounts/components/AccountDetailPage')).AccountDetailPage,
}));
const ScholarshipsAdminPage = lazy(async () => ({
  default: (await import('@/modules/staff/scholarships/components/ScholarshipsAdminPage'))
    .ScholarshipsAdminPage,
}));
const ScholarshipEditorPage = lazy(async () => ({
  default: (await import('@/modules/staff/scholarships/components/ScholarshipEditorPage'))
    .ScholarshipEditorPage,
}));
const ScholarshipViewPage = lazy(async () => ({
  default: (await import('@/modules/staff/scholarships/components/ScholarshipViewPage')).ScholarshipViewPage,
}));
const ScholarshipPreviewPage = lazy(async () => ({
  default: (await import('@/modules/staff/scholarships/components/ScholarshipPreviewPage')).ScholarshipPreviewPage,
}));
const ApplicationsAdminPage = lazy(async () => ({
  default: (await import('@/modules/staff/applications/components/ApplicationsAdminPage'))
    .ApplicationsAdminPage,
}));
const ApplicationReviewPage = lazy(async () => ({
  default: (await import('@/modules/staff/applications/components/ApplicationReviewPage'))
    .ApplicationReviewPage,
}));
const FailedMailsPage = lazy(async () => ({
  default: (await import('@/modules/staff/mails/components/FailedMailsPage')).FailedMailsPage,
}));
// The payments group: its tabs around the list (and flagged queue) and each payment's page.
const PaymentsSection = lazy(async () => ({
  default: (await import('@/modules/staff/payments/components/PaymentsSection')).PaymentsSection,
}));
const PaymentsPage = lazy(async () => ({
  default: (await import('@/modules/staff/payments/components/PaymentsPage')).PaymentsPage,
}));
const PaymentPage = lazy(async () => ({
  default: (await import('@/modules/staff/payments/components/PaymentPage')).PaymentPage,
}));
const StatementImportPage = lazy(async () => ({
  default: (await import('@/modules/staff/statements/components/StatementImportPage')).StatementImportPage,
}));
const StatementPage = lazy(async () => ({
  default: (await import('@/modules/staff/statements/components/StatementPage')).StatementPage,
}));
const PaymentSettingsPage = lazy(async () => ({
  default: (await import('@/modules/staff/payment-settings/components/PaymentSettingsPage')).PaymentSettingsPage,
}));
const FinancePage = lazy(async () => ({
  default: (await import('@/modules/staff/finance/components/FinancePage')).FinancePage,
}));
const SavedRepliesPage = lazy(async () => ({
  default: (await import('@/modules/staff/correspondence/components/SavedRepliesPage')).SavedRepliesPage,
}));
const AuditPage = lazy(async () => ({
  default: (await import('@/modules/staff/audit/components/AuditPage')).AuditPage,
}));

// The staff accent is blue whatever the shell decides (docs/product-rules.md).
const StyledConsole = styled.div`
  --accent: ${({ theme }) => theme.colors.staffAccent};
`;

/** /admin/*: the staff console (the route guard lets only AGENT and ADMIN in). */
export function StaffConsole() {
  const catalogReady = useStaffCatalog();
  if (!catalogReady) return <Spinner />;
  return (
    <StyledConsole>
      <StaffNav />
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="accounts/:id" element={<AccountDetailPage />} />
          <Route path="scholarships" element={<ScholarshipsAdminPage />} />
          <Route path="scholarships/new" element={<ScholarshipEditorPage />} />
          <Route path="scholarships/:id" element={<ScholarshipViewPage />} />
          <Route path="scholarships/:id/edit" element={<ScholarshipEditorPage />} />
          <Route path="scholarships/:id/preview" element={<ScholarshipPreviewPage />} />
          <Route path="applications" element={<ApplicationsAdminPage />} />
          <Route path="applications/:id" element={<ApplicationReviewPage />} />
          <Route path="mails" element={<FailedMailsPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="replies" element={<SavedRepliesPage />} />
          {/* payments/:id answers only numbers: the group's other pages (settings, …) are static paths, ranked first. */}
          <Route path="payments" element={<PaymentsSection />}>
            <Route index element={<PaymentsPage />} />
            <Route path="statements" element={<StatementImportPage />} />
            <Route path="statements/:id" element={<StatementPage />} />
            <Route path="finance" element={<FinancePage />} />
            <Route path="settings" element={<PaymentSettingsPage />} />
            <Route path=":id" element={<PaymentPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </StyledConsole>
  );
}
