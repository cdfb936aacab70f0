import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from '@/modules/layout/components/UserMenu';
import { renderApp } from '@/test/render-app';

describe('the user menu', () => {
  it('opens from the account button and moves with the arrow keys', () => {
    renderApp(<UserMenu initial="S" approved />, { language: 'en' });

    fireEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['My Account', 'Change Password', 'Logout']);
    expect(document.activeElement?.textContent).toBe('My Account');

    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Change Password');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Logout');
  });

  it('closes on Escape and gives the focus back to the account button', () => {
    renderApp(<UserMenu initial="S" approved />, { language: 'en' });
    const button = screen.getByRole('button', { name: 'Open settings' });
    fireEvent.click(button);

    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('offers only Logout to an account waiting for approval', () => {
    renderApp(<UserMenu initial="S" approved={false} />, { language: 'en' });

    fireEvent.click(screen.getByRole('button', { name: 'Open settings' }));

    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Logout']);
  });
});

describe('the account button tooltip', () => {
  it.each([
    ['fr', 'Ouvrir les paramètres'],
    ['ar', 'فتح الإعدادات'],
    ['en', 'Open settings'],
  ] as const)('says "%s: %s" 100 ms after the pointer rests on the button', (language, text) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderApp(<UserMenu initial="S" approved />, { language });
      const button = screen.getByRole('button', { name: text });

      fireEvent.pointerEnter(button, { pointerType: 'mouse' });
      act(() => {
        vi.advanceTimersByTime(100);
      });

      expect(screen.getByRole('tooltip').textContent).toBe(text);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a text given by the header instead of the default', () => {
    renderApp(<UserMenu initial="S" approved tooltip="Account" />, { language: 'en' });

    act(() => screen.getByRole('button', { name: 'Account' }).focus());

    expect(screen.getByRole('tooltip').textContent).toBe('Account');
  });

  it('steps aside while the menu is open', () => {
    renderApp(<UserMenu initial="S" approved />, { language: 'en' });
    const button = screen.getByRole('button', { name: 'Open settings' });
    act(() => button.focus());

    fireEvent.click(button);

    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
