import { screen } from '@testing-library/react';
import { Route, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PendingRoute } from '@/modules/auth/components/PendingRoute';
import { ProtectedRoute } from '@/modules/auth/components/ProtectedRoute';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { readLandingState } from '@/modules/auth/utils/redirect-state';
import { makeAccessToken, makeSessionUser } from '@/test/factories';
import { renderRoutes } from '@/test/render-app';

function LoginProbe() {
  const { from } = readLandingState(useLocation().state);
  return <p>login page, from {from}</p>;
}

function storeSignedInAs(approvalStatus: 'APPROVED' | 'PENDING') {
  const store = createSessionStore(localStorage);
  store.signIn(
    { accessToken: makeAccessToken({ approvalStatus }), refreshToken: 'refresh-1' },
    makeSessionUser({ approvalStatus }),
  );
  return store;
}

const protectedProfile = (
  <Route element={<ProtectedRoute />}>
    <Route path="/profile" element={<p>profile page</p>} />
  </Route>
);

describe('route guards in the router', () => {
  it('render nothing while the session is not known yet', () => {
    const store = createSessionStore(localStorage);

    renderRoutes(protectedProfile, { path: '/profile', store, otherRoutes: { '/login': <LoginProbe /> } });

    expect(screen.queryByText('profile page')).toBeNull();
    expect(screen.queryByText(/login page/)).toBeNull();
  });

  it('take a visitor to the login dialog, remembering the page', () => {
    const store = createSessionStore(localStorage);
    store.markKnown();

    renderRoutes(protectedProfile, { path: '/profile', store, otherRoutes: { '/login': <LoginProbe /> } });

    expect(screen.getByText('login page, from /profile')).toBeTruthy();
  });

  it('take an unapproved student to /pending', () => {
    renderRoutes(protectedProfile, {
      path: '/profile',
      store: storeSignedInAs('PENDING'),
      otherRoutes: { '/pending': <p>pending page</p> },
    });

    expect(screen.getByText('pending page')).toBeTruthy();
  });

  it('show the page to an approved student', () => {
    renderRoutes(protectedProfile, { path: '/profile', store: storeSignedInAs('APPROVED') });

    expect(screen.getByText('profile page')).toBeTruthy();
  });

  it('take an approved student away from /pending to /bourses', () => {
    renderRoutes(
      <Route element={<PendingRoute />}>
        <Route path="/pending" element={<p>pending page</p>} />
      </Route>,
      { path: '/pending', store: storeSignedInAs('APPROVED'), otherRoutes: { '/bourses': <p>scholarships</p> } },
    );

    expect(screen.getByText('scholarships')).toBeTruthy();
  });
});
