import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from '@/modules/ui/components/TextField';
import { renderApp } from '@/test/render-app';

describe('a password field', () => {
  it.each([
    ['fr', 'Afficher', 'Masquer'],
    ['ar', 'إظهار', 'إخفاء'],
  ] as const)('shows and hides what was typed (%s)', (language, show, hide) => {
    renderApp(<TextField label="Mot de passe" type="password" defaultValue="Secret123!" />, { language });
    const input = screen.getByLabelText('Mot de passe');

    expect(input).toHaveProperty('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: `${show} Mot de passe` }));
    expect(input).toHaveProperty('type', 'text');
    expect(input).toHaveProperty('value', 'Secret123!');
    fireEvent.click(screen.getByRole('button', { name: `${hide} Mot de passe` }));
    expect(input).toHaveProperty('type', 'password');
  });

  it('offers nothing of the kind on other fields', () => {
    renderApp(<TextField label="E-mail" type="email" />, { language: 'fr' });

    expect(screen.queryByRole('button')).toBeNull();
  });
});
