import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '@/modules/landing/components/LandingPage';
import { renderApp } from '@/test/render-app';

const dialog = () => screen.queryByRole('dialog');

describe('the landing dialog', () => {
  it('opens from the header, toggles between login and register', () => {
    renderApp(<LandingPage />, { language: 'en' });

    fireEvent.click(screen.getAllByRole('button', { name: 'Login' })[0] ?? document.body);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByLabelText(/Phone number/)).toBeTruthy();
  });

  it('clears the errors when closed', () => {
    renderApp(<LandingPage />, { language: 'en' });
    const openLogin = screen.getAllByRole('button', { name: 'Login' })[0] ?? document.body;
    fireEvent.click(openLogin);
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
    fireEvent.click(openLogin);

    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('closes on Escape and gives the focus back to the button that opened it', () => {
    renderApp(<LandingPage />, { language: 'en' });
    const openRegister = screen.getByRole('button', { name: 'Get started' });
    openRegister.focus();
    fireEvent.click(openRegister);
    expect(document.activeElement).toBe(screen.getByLabelText(/First name/));

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(openRegister);
  });

  it('keeps the focus inside while open', () => {
    renderApp(<LandingPage />, { language: 'en' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Login' })[0] ?? document.body);
    const focusable = Array.from(dialog()?.querySelectorAll<HTMLElement>('button, input') ?? []);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) throw new Error('nothing focusable in the dialog');

    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('opens in login mode on /login', () => {
    renderApp(<LandingPage />, { language: 'fr', path: '/login', state: { from: '/bourses/3' } });

    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
  });
});
