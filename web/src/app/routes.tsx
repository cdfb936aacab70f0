import { apolloClient } from '@/app/api-client';
import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { STAFF_ROLES } from '@bourses/common/statuses';
import { ApolloBoundary, loadClientProvider } from '@/modules/api/components/ApolloBoundary';
import { BrowseRoute } from '@/modules/auth/components/BrowseRoute';
import { LandingRoute } from '@/modules/auth/components/LandingRoute';
import { PendingRoute } from '@/modules/auth/components/PendingRoute';
import { ProtectedRoute } from '@/modules/auth/components/ProtectedRoute';
import { AppShell } from '@/modules/layout/components/AppShell';
import { warmFormatters } from '@/modules/i18n/utils/warm-formatters';
import { LandingRoutePage } from '@/pages/LandingRoutePage';

/** A route, and what it needs fetched before it renders (routesLoading, app-router.tsx). */
export type AppRoute = Omit<RouteObject, 'children' | 'lazy' | 'index'> & {
  children?: AppRoute[];
  preload?: () => Promise<unknown>;
};

function ApolloOutlet() {
  return (
    <ApolloBoundary>
      <Outlet />
    </ApolloBoundary>
  );
}

// Every page is its own chunk: the landing page's visitor downloads only the landing page, without
// Apollo Client, which every other page loads beside its own chunk.
export const ROUTES: AppRoute[] = [
  {
    element: <LandingRoute />,
    children: [
      {
        path: '/',
        Component: LandingRoutePage,
      },
      {
        path: '/login',
        Component: LandingRoutePage,
      },
    ],
  },
  {
    // Fetched beside the page's own chunk, so that the boundary finds the client ready. A page
    // prerendered at build gets its client from web/src/prerender/render-page.tsx instead.
    Component: ApolloOutlet,
    preload: () => Promise.all([import.meta.env.SSR ? undefined : apolloClient.load(), loadClientProvider()]),
    children: [
      {
        element: <AppShell />,
        children: [
          {
            // Public (docs/product-rules.md), but an unapproved student is sent to /pending.
            element: <BrowseRoute />,
            children: [
              {
                path: '/bourses',
                ...lazyPage(async () => {
                  const [{ ScholarshipsPage }] = await Promise.all([
                    import('@/modules/scholarships/components/ScholarshipsPage'),
                    warmFormatters(),
                  ]);
                  return ScholarshipsPage;
                }),
              },
              {
                path: '/bourses/:id',
                ...lazyPage(async () => {
                  const [{ ScholarshipDetailPage }] = await Promise.all([
                    import('@/modules/scholarships/components/ScholarshipDetailPage'),
                    warmFormatters(),
                  ]);
                  return ScholarshipDetailPage;
                }),
              },
            ],
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: '/postuler/:id',
                ...lazyPage(async () => (await import('@/pages/ApplyPage')).ApplyPage),
              },
              {
                path: '/applications',
                ...lazyPage(async () => (await import('@/modules/applications/components/ApplicationsPage')).ApplicationsPage),
              },
              {
                path: '/applications/:id',
                ...lazyPage(async () => (await import('@/modules/applications/components/ApplicationDetailPage')).ApplicationDetailPage),
              },
              {
                path: '/favoris',
                ...lazyPage(async () => (await import('@/modules/saved-scholarships/components/SavedScholarshipsPage')).SavedScholarshipsPage),
              },
              {
                path: '/profile',
                ...lazyPage(async () => (await import('@/modules/profile/components/ProfilePage')).ProfilePage),
              },
              {
                path: '/change-password',
                ...lazyPage(async () => (await import('@/modules/profile/components/ChangePasswordPage')).ChangePasswordPage),
              },
            ],
          },
          {
            // Approved or not: the account's conversation is how a student waiting for approval asks questions,
            // and the registration fee's receipt is issued before the approval.
            element: <ProtectedRoute requiredRoles={['CLIENT']} approval="any" />,
            children: [
              {
                path: '/messages',
                ...lazyPage(async () => (await import('@/modules/correspondence/components/MessagesPage')).MessagesPage),
              },
              {
                path: '/documents',
                ...lazyPage(async () => (await import('@/modules/documents/components/MyDocumentsPage')).MyDocumentsPage),
              },
              // Where CMI sends the student back (the bff turns its POST into this GET): one page for both, the
              // attempt's state read from the server, whichever the address (docs/payments.md, "Card payment (CMI)").
              ...['/payments/cmi/ok', '/payments/cmi/fail'].map((path) => ({
                path,
                ...lazyPage(async () => (await import('@/modules/card-payment/components/CardPaymentReturnPage')).CardPaymentReturnPage),
              })),
            ],
          },
          {
            // The staff console is its own chunk: the guard runs first, so students never download it.
            element: <ProtectedRoute requiredRoles={STAFF_ROLES} />,
            children: [
              {
                path: '/admin/*',
                ...lazyPage(async () => (await import('@/modules/staff/layout/components/StaffConsole')).StaffConsole),
              },
            ],
          },
          {
            element: <PendingRoute />,
            children: [
              {
                path: '/pending',
                ...lazyPage(async () => (await import('@/modules/auth/components/PendingPage')).PendingPage),
              },
            ],
          },
          {
            path: '/verify-email',
            ...lazyPage(async () => (await import('@/modules/auth/components/VerifyEmailPage')).VerifyEmailPage),
          },
          {
            // A reminder mail's one-click link: no sign-in needed (docs/product-rules.md).
            path: '/unsubscribe',
            ...lazyPage(async () => (await import('@/modules/saved-scholarships/components/UnsubscribePage')).UnsubscribePage),
          },
          {
            // A document's QR code leads here: anyone checks it, signed in or not (docs/documents.md).
            path: '/verifier/:code?',
            ...lazyPage(async () => (await import('@/modules/documents/components/VerifyDocumentPage')).VerifyDocumentPage),
          },
          {
            path: '/reset-password',
            ...lazyPage(async () => (await import('@/modules/auth/components/ResetPasswordPage')).ResetPasswordPage),
          },
          {
            path: '/privacy-policy',
            ...lazyPage(async () => (await import('@/modules/legal/components/PrivacyPolicyPage')).PrivacyPolicyPage),
          },
          {
            path: '/terms',
            ...lazyPage(async () => (await import('@/pages/LegalPages')).TermsPage),
          },
          {
            path: '/cookies',
            ...lazyPage(async () => (await import('@/pages/LegalPages')).CookiesPage),
          },
          {
            path: '*',
            ...lazyPage(async () => (await import('@/modules/layout/components/NotFoundPage')).NotFoundPage),
          },
        ],
      },
    ],
  },
];
