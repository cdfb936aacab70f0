import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readLandingState } from '@/modules/auth/utils/redirect-state';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { SaveScholarshipButton } from '@/modules/saved-scholarships/components/SaveScholarshipButton';
import { makeAccessToken, makeSessionUser } from '@/test/factories';
import { renderApp } from '@/test/render-app';

function LoginProbe() {
  return <p>login, from {readLandingState(useLocation().state).from}</p>;
}

function signedInStore(role: 'CLIENT' | 'AGENT') {
  const store = createSessionStore(localStorage);
  store.signIn({ accessToken: makeAccessToken({ role }), refreshToken: 'refresh-1' }, makeSessionUser({ role }));
  return store;
}

describe('the save button', () => {
  it('sends a visitor to sign in, to come back to the list they were reading', () => {
    const store = createSessionStore(localStorage);
    store.markKnown();
    renderApp(<SaveScholarshipButton scholarshipId="7" isSaved={null} variant="icon" />, {
      language: 'en',
      path: '/bourses?country=France',
      store,
      otherRoutes: { '/login': <LoginProbe /> },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save scholarship' }));

    expect(screen.getByText('login, from /bourses?country=France')).toBeTruthy();
  });

  it('says what pressing does: save, or remove once saved, in the active language', () => {
    renderApp(
      <>
        <SaveScholarshipButton scholarshipId="7" isSaved={false} variant="labelled" />
        <SaveScholarshipButton scholarshipId="8" isSaved variant="icon" />
      </>,
      { language: 'ar', store: signedInStore('CLIENT') },
    );

    expect(screen.getByRole('button', { name: 'حفظ المنحة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إزالة من المنح المحفوظة' })).toBeTruthy();
  });

  it('is not shown to staff, who do not save scholarships', () => {
    renderApp(<SaveScholarshipButton scholarshipId="7" isSaved={null} variant="labelled" />, {
      language: 'fr',
      store: signedInStore('AGENT'),
    });

    expect(screen.queryByRole('button')).toBeNull();
  });
});
