import type { RouteObject } from 'react-router-dom';
import { LandingRoute } from '@/modules/auth/components/LandingRoute';
import { PendingRoute } from '@/modules/auth/components/PendingRoute';
import { AppShell } from '@/modules/layout/components/AppShell';

// Every page is its own chunk: the landing page's visitor downloads only the landing page.
export const ROUTES: RouteObject[] = [
  {
    element: <LandingRoute />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('@/pages/LandingRoutePage')).LandingRoutePage }) },
      { path: '/login', lazy: async () => ({ Component: (await import('@/pages/LandingRoutePage')).LandingRoutePage }) },
    ],
  },
  {
    element: <AppShell />,
    children: [
      {
        element: <PendingRoute />,
        children: [{ path: '/pending', lazy: async () => ({ Component: (await import('@/modules/auth/components/PendingPage')).PendingPage }) }],
      },
      { path: '/verify-email', lazy: async () => ({ Component: (await import('@/modules/auth/components/VerifyEmailPage')).VerifyEmailPage }) },
      { path: '/privacy-policy', lazy: async () => ({ Component: (await import('@/pages/LegalPages')).PrivacyPolicyPage }) },
      { path: '/terms', lazy: async () => ({ Component: (await import('@/pages/LegalPages')).TermsPage }) },
      { path: '/cookies', lazy: async () => ({ Component: (await import('@/pages/LegalPages')).CookiesPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('@/modules/layout/components/NotFoundPage')).NotFoundPage }) },
    ],
  },
];
