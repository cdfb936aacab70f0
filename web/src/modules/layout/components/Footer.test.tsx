import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { Footer } from '@/modules/layout/components/Footer';
import { makeAccessToken, makeSessionUser } from '@/test/factories';
import { renderApp } from '@/test/render-app';

const visitor = () => {
  const store = createSessionStore(localStorage);
  store.markKnown();
  return store;
};

describe('the footer', () => {
  it.each([
    ['fr', 'Bourses'],
    ['ar', 'المنح'],
    ['en', 'Scholarships'],
  ] as const)('leads a visitor to the scholarships in %s', (language, name) => {
    renderApp(<Footer />, { language, store: visitor() });

    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/bourses');
  });

  it('offers no way to the scholarships to an account waiting for approval, which may only see /pending', () => {
    const store = createSessionStore(localStorage);
    store.signIn(
      { accessToken: makeAccessToken({ approvalStatus: 'PENDING' }), refreshToken: 'refresh-1' },
      makeSessionUser({ approvalStatus: 'PENDING' }),
    );

    renderApp(<Footer />, { language: 'fr', store });

    expect(screen.queryByRole('link', { name: 'Bourses' })).toBeNull();
  });

  it('dials the support line when its number is pressed, written left to right in Arabic too', () => {
    renderApp(<Footer />, { language: 'ar', store: visitor() });

    const phone = screen.getByRole('link', { name: '+212 5 22 00 00 00' });
    expect(phone.getAttribute('href')).toBe('tel:+212522000000');
    expect(phone.getAttribute('dir')).toBe('ltr');
  });
});
