import { fireEvent, render, screen } from '@testing-library/react';
import { Trans } from '@lingui/react/macro';
import { describe, expect, it } from 'vitest';
import { LanguageRoot } from '@/modules/i18n/components/LanguageRoot';
import { LanguageSelector } from '@/modules/i18n/components/LanguageSelector';

function Page() {
  return (
    <>
      <LanguageSelector />
      <p>
        <Trans>Page Not Found</Trans>
      </p>
    </>
  );
}

describe('the language', () => {
  it('starts in French, with <html lang="fr" dir="ltr">', async () => {
    render(
      <LanguageRoot>
        <Page />
      </LanguageRoot>,
    );

    expect(await screen.findByText('Page introuvable')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switches the texts and the direction at once, and is remembered', async () => {
    render(
      <LanguageRoot>
        <Page />
      </LanguageRoot>,
    );

    fireEvent.change(await screen.findByLabelText('Langue'), { target: { value: 'ar' } });

    expect(await screen.findByText('الصفحة غير موجودة')).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('offers Français, العربية and English, with the chosen one’s flag drawn in SVG: Morocco’s for Arabic', async () => {
    localStorage.setItem('language', 'ar');
    const { container } = render(
      <LanguageRoot>
        <Page />
      </LanguageRoot>,
    );

    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);

    expect(options).toEqual(['Français', 'العربية', 'English']);
    // Small enough to travel inside the page's script: no request of its own.
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,.*flag-icons-ma/);
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('language', 'en');

    render(
      <LanguageRoot>
        <Page />
      </LanguageRoot>,
    );

    expect(await screen.findByText('Page Not Found')).toBeTruthy();
  });
});
