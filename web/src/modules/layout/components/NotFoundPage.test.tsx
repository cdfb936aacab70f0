import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '@/modules/layout/components/NotFoundPage';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { makeAccessToken, makeSessionUser } from '@/test/factories';
import { renderApp } from '@/test/render-app';

describe('the 404 page', () => {
  it('leads a visitor back to /', () => {
    const store = createSessionStore(localStorage);
    store.markKnown();

    renderApp(<NotFoundPage />, { language: 'en', path: '/nowhere', store });

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('leads a signed-in user back to /bourses', () => {
    const store = createSessionStore(localStorage);
    store.signIn({ accessToken: makeAccessToken(), refreshToken: 'refresh-1' }, makeSessionUser());

    renderApp(<NotFoundPage />, { language: 'en', path: '/nowhere', store });

    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/bourses');
  });
});
