import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserFormDialog } from '@/modules/staff/accounts/components/UserFormDialog';
import { EMPTY_USER_FORM } from '@/modules/staff/accounts/utils/user-form-rules';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const valueOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return input instanceof HTMLInputElement ? input.value : null;
};

describe('the create account dialog', () => {
  it('shows what is missing next to each field before sending anything', () => {
    renderStaff(<UserFormDialog initialValues={EMPTY_USER_FORM} onSaved={vi.fn()} onClose={vi.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));

    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(4);
    expect(screen.getByText('Numéro de téléphone requis')).toBeTruthy();
  });

  it('keeps everything typed when the save fails, with the failure shown', async () => {
    const onSaved = vi.fn();
    // The test client talks to a closed port: the save fails as with the server down.
    renderStaff(<UserFormDialog initialValues={EMPTY_USER_FORM} onSaved={onSaved} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Prénom *'), { target: { value: 'Karim' } });
    fireEvent.change(screen.getByLabelText('Nom *'), { target: { value: 'Benjelloun' } });
    fireEvent.change(screen.getByLabelText('E-mail *'), { target: { value: 'karim@example.ma' } });
    fireEvent.change(screen.getByLabelText('Numéro de téléphone *'), { target: { value: '0661234567' } });
    fireEvent.change(screen.getByLabelText('Mot de passe *'), { target: { value: 'Motdepasse2026!' } });
    fireEvent.change(screen.getByLabelText('Rôle'), { target: { value: 'AGENT' } });

    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));

    await waitFor(() => expect(screen.getByText("Une erreur s'est produite")).toBeTruthy());
    expect(onSaved).not.toHaveBeenCalled();
    expect(valueOf('Prénom *')).toBe('Karim');
    expect(valueOf('E-mail *')).toBe('karim@example.ma');
    expect(valueOf('Numéro de téléphone *')).toBe('+212 6 61 23 45 67');
    expect(valueOf('Mot de passe *')).toBe('Motdepasse2026!');
  });
});
