import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
