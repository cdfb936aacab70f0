import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadStatus } from '@/modules/uploads/components/UploadStatus';
import type { UploadState } from '@/modules/uploads/hooks/useUploadAction';
import { renderApp } from '@/test/render-app';

const KB = 1024;

function renderStatus(state: UploadState, language: 'fr' | 'ar' = 'fr') {
  const onCancel = vi.fn();
  renderApp(<UploadStatus state={state} onCancel={onCancel} />, { language });
  return onCancel;
}

afterEach(() => vi.useRealTimers());

describe('an upload’s status', () => {
  it('shows the share and the size sent in the reader’s language, and cancels', () => {
    const onCancel = renderStatus({ phase: 'sending', sent: 290 * KB, total: 690 * KB });

    const bar = screen.getByRole('progressbar', { name: 'Envoi' });
    expect([bar.getAttribute('value'), bar.getAttribute('max'), bar.getAttribute('aria-valuetext')]).toEqual([
      String(290 * KB),
      String(690 * KB),
      // French puts a no-break space before the sign.
      '42\u00a0%',
    ]);
    expect(screen.getByText('42 % · 290 ko sur 690 ko')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler l’envoi' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('reads in Arabic with Latin digits', () => {
    renderStatus({ phase: 'sending', sent: 2.5 * KB * KB, total: 5 * KB * KB }, 'ar');
    expect(screen.getByText('50\u200e%\u200e · 2,5 م.ب من 5 م.ب')).toBeTruthy();
  });

  it('offers no cancel once every byte went: the platform is storing the files', () => {
    renderStatus({ phase: 'sending', sent: 690 * KB, total: 690 * KB });
    expect(screen.getByRole('status').textContent).toBe('Envoyé. La plateforme vérifie vos fichiers…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('counts down to the next attempt after a dropped connection', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    const onCancel = renderStatus({ phase: 'reconnecting', attempt: 2, retryAt: Date.now() + 5_000 });

    expect(screen.getByRole('status').textContent).toBe('Connexion perdue. Nouvel essai dans 5 secondes…');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler l’envoi' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says a cancelled upload sent nothing', () => {
    renderStatus({ phase: 'cancelled' });
    expect(screen.getByRole('status').textContent).toBe('Envoi annulé : rien n’a été envoyé. Vos fichiers restent choisis.');
  });
});
