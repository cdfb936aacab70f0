import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@bourses/common/languages';
import { makeFragmentData } from '@/__generated__';
import type { ApplicationStatus } from '@/__generated__/graphql';
import { MY_APPLICATION_FIELDS } from '@/modules/scholarships/graphql/MyApplicationFields';
import { ApplySection } from '@/modules/scholarships/components/ApplySection';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { readLandingState } from '@/modules/auth/utils/redirect-state';
import { makeAccessToken, makeFile, makeSessionUser } from '@/test/factories';
import { renderApp } from '@/test/render-app';

function LoginProbe() {
  return <p>login, from {readLandingState(useLocation().state).from}</p>;
}

function studentStore() {
  const store = createSessionStore(localStorage);
  store.signIn({ accessToken: makeAccessToken(), refreshToken: 'refresh-1' }, makeSessionUser());
  return store;
}

function renderSection(
  status: ApplicationStatus | null,
  options: { deadlinePassed?: boolean; rejectionReason?: string; language?: Language; hasApplicationFee?: boolean } = {},
) {
  const myApplication = status
    ? makeFragmentData(
        { id: '41', status, rejectionReason: options.rejectionReason ?? null, feedback: null },
        MY_APPLICATION_FIELDS,
      )
    : null;
  return renderApp(
    <ApplySection
      scholarshipId="7"
      deadlinePassed={options.deadlinePassed ?? false}
      myApplication={myApplication}
      openOnArrival={false}
      hasApplicationFee={options.hasApplicationFee ?? false}
    />,
    { language: options.language ?? 'en', path: '/bourses/7', store: studentStore(), otherRoutes: { '/login': <LoginProbe /> } },
  );
}

describe('the apply button', () => {
  it('sends a visitor to /login, to come back to the scholarship with the apply dialog open', () => {
    const store = createSessionStore(localStorage);
    store.markKnown();
    renderApp(<ApplySection scholarshipId="7" deadlinePassed={false} myApplication={null} openOnArrival={false} />, {
      language: 'en',
      path: '/bourses/7',
      store,
      otherRoutes: { '/login': <LoginProbe /> },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));

    expect(screen.getByText('login, from /postuler/7')).toBeTruthy();
  });

  it('opens the upload dialog of a scholarship with a fee, whose submit waits for a file (a photo: once prepared)', async () => {
    renderSection(null, { hasApplicationFee: true });

    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply for Scholarship' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);

    const zone = within(dialog).getByRole('button', { name: /Payment receipt/ });
    fireEvent.drop(zone, { dataTransfer: { files: [makeFile('receipt.png', 2048, 'image/png')] } });

    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  });

  it('lets a free scholarship be applied to without a receipt, saying the receipt is optional', () => {
    renderSection(null);

    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply for Scholarship' });

    expect(within(dialog).getByText('Payment receipt')).toBeTruthy();
    expect(within(dialog).getByText(/^Optional: this scholarship is free\./)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('is disabled past the deadline, saying why', () => {
    renderSection(null, { deadlinePassed: true });

    expect(screen.getByRole('button', { name: 'Apply Now' })).toHaveProperty('disabled', true);
    expect(screen.getByText('The application deadline has passed.')).toBeTruthy();
  });

  it('offers to resubmit after a rejection, with the reason', () => {
    renderSection('REJECTED', { rejectionReason: 'The receipt is unreadable.' });

    expect(screen.getByRole('alert').textContent).toBe('Your application was rejected. The receipt is unreadable.');
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit Payment' }));
    expect(screen.getByRole('dialog', { name: 'Resubmit Payment Receipt' })).toBeTruthy();
  });

  it.each<[Language, string, string, string]>([
    ['fr', 'Votre candidature a été refusée.', 'Envoyer un nouveau reçu', 'Envoyer un nouveau reçu de paiement'],
    ['ar', 'تم رفض طلبك.', 'إرسال إيصال جديد', 'إرسال إيصال دفع جديد'],
  ])('in %s, offers a new receipt after a rejection, never to pay again (issue 28)', (language, rejected, button, dialog) => {
    renderSection('REJECTED', { language });

    expect(screen.getByRole('alert').textContent).toBe(rejected);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.getByRole('dialog', { name: dialog })).toBeTruthy();
  });

  it('lets a pending application get a new receipt, saying it is under review', () => {
    renderSection('PENDING');

    expect(screen.getByText('Your application is pending review.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));

    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Your application is currently under review. You can upload a new payment receipt if needed.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Payment receipt/ })).toBeTruthy();
  });

  it('shows an approved application without anything to upload', () => {
    renderSection('APPROVED');

    fireEvent.click(screen.getByRole('button', { name: 'Approved' }));

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Your application is approved.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});

describe('the apply button tooltip', () => {
  it.each([
    ['PENDING', 'Pending', 'Your application is pending review.'],
    ['APPROVED', 'Approved', 'Your application is approved.'],
  ] as const)('says where a %s application stands when the button gets the focus', (status, label, text) => {
    renderSection(status);
    const button = screen.getByRole('button', { name: label });

    act(() => button.focus());

    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe(text);
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('explains a passed deadline 100 ms after the pointer rests on the disabled button, even for an approved application', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderSection('APPROVED', { deadlinePassed: true });
      const button = screen.getByRole('button', { name: 'Approved' });

      fireEvent.pointerEnter(button, { pointerType: 'mouse' });
      act(() => {
        vi.advanceTimersByTime(100);
      });

      expect(screen.getByRole('tooltip').textContent).toBe('The application deadline has passed.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets keyboard users reach the reason of a disabled button', () => {
    renderSection(null, { deadlinePassed: true });
    const anchor = screen.getByRole('button', { name: 'Apply Now' }).parentElement;
    if (!anchor) throw new Error('the button has no anchor');

    act(() => anchor.focus());

    expect(anchor.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    expect(screen.getByRole('tooltip').textContent).toBe('The application deadline has passed.');
  });

  it('has nothing to add to an open scholarship without an application', () => {
    renderSection(null);

    act(() => screen.getByRole('button', { name: 'Apply Now' }).focus());

    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
