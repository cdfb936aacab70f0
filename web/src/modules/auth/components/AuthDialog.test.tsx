import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadClientProvider } from '@/modules/api/components/ApolloBoundary';
import { LandingPage } from '@/modules/landing/components/LandingPage';
import { renderApp } from '@/test/render-app';

const dialog = () => screen.queryByRole('dialog');

// The dialog's chunk and Apollo Client load when it first opens, which takes a few React retries in jsdom.
const LOADED = { timeout: 15_000 };
const SLOW_TEST = 30_000;

beforeAll(async () => {
  await Promise.all([import('@/modules/auth/components/AuthDialog'), loadClientProvider()]);
}, 60_000);

describe('the landing dialog', () => {
  it('opens from the header, toggles between login and register', async () => {
    renderApp(<LandingPage />, { language: 'en' });

    fireEvent.click(screen.getAllByRole('button', { name: 'Login' })[0] ?? document.body);
    expect(await screen.findByRole('heading', { name: 'Login' }, LOADED)).toBeTruthy();

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByLabelText(/Phone number/)).toBeTruthy();
  }, SLOW_TEST);

  it('opens the forgot-password step from the login form, and comes back', async () => {
    renderApp(<LandingPage />, { language: 'fr', path: '/login' });
    await screen.findByRole('heading', { name: 'Connexion' }, LOADED);

    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(screen.getByRole('heading', { name: 'Mot de passe oublié ?' })).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: 'Mot de passe oublié ?' }));
    expect(screen.getByText('Ce champ est requis')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
  }, SLOW_TEST);

  it('clears the errors when closed', async () => {
    renderApp(<LandingPage />, { language: 'en' });
    const openLogin = screen.getAllByRole('button', { name: 'Login' })[0] ?? document.body;
    fireEvent.click(openLogin);
    fireEvent.submit(await screen.findByRole('form', { name: 'Login' }, LOADED));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
    fireEvent.click(openLogin);

    expect(screen.queryByText('This field is required')).toBeNull();
  }, SLOW_TEST);

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    renderApp(<LandingPage />, { language: 'en' });
    const openRegister = screen.getByRole('button', { name: 'Get started' });
    openRegister.focus();
    fireEvent.click(openRegister);
    expect(document.activeElement).toBe(await screen.findByLabelText(/First name/, undefined, LOADED));

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(openRegister);
  }, SLOW_TEST);

  it('keeps the focus inside while open', async () => {
    renderApp(<LandingPage />, { language: 'en' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Login' })[0] ?? document.body);
    await screen.findByRole('dialog', undefined, LOADED);
    const focusable = Array.from(dialog()?.querySelectorAll<HTMLElement>('button, input') ?? []);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) throw new Error('nothing focusable in the dialog');

    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  }, SLOW_TEST);

  it('opens in login mode on /login', async () => {
    renderApp(<LandingPage />, { language: 'fr', path: '/login', state: { from: '/bourses/3' } });

    expect(await screen.findByRole('heading', { name: 'Connexion' }, LOADED)).toBeTruthy();
  }, SLOW_TEST);
});
