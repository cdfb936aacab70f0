import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@bourses/common/languages';
import { RegisterForm } from '@/modules/auth/components/RegisterForm';
import { makeFile } from '@/test/factories';
import { renderApp } from '@/test/render-app';

const phoneInput = () => screen.getByLabelText(/Numéro de téléphone/);

function renderForm(language: Language = 'fr') {
  return renderApp(<RegisterForm />, { language });
}

describe('the register form', () => {
  it('formats the phone number as it is typed and keeps it to 18 characters', () => {
    renderForm();

    fireEvent.change(phoneInput(), { target: { value: '0612345678' } });

    expect(phoneInput()).toHaveProperty('value', '+212 6 12 34 56 78');
    expect(phoneInput()).toHaveProperty('maxLength', 18);
  });

  it.each(['+212612345678', '212612345678'])('takes %s typed key by key with its prefix', (keys) => {
    renderForm();

    for (const key of keys) {
      const shown = (phoneInput() as HTMLInputElement).value;
      fireEvent.change(phoneInput(), { target: { value: shown + key } });
    }
    fireEvent.blur(phoneInput());

    expect(phoneInput()).toHaveProperty('value', '+212 6 12 34 56 78');
    expect(screen.queryByText(/Le numéro doit commencer par 5, 6 ou 7/)).toBeNull();
  });

  it('names the operator, or a landline', () => {
    renderForm();

    fireEvent.change(phoneInput(), { target: { value: '0661000000' } });
    expect(screen.getByText('Opérateur : Maroc Telecom')).toBeTruthy();

    fireEvent.change(phoneInput(), { target: { value: '0522000000' } });
    expect(screen.getByText('Ligne fixe')).toBeTruthy();
  });

  it('validates the phone on blur, then while typing', () => {
    renderForm();

    fireEvent.change(phoneInput(), { target: { value: '06123' } });
    expect(screen.queryByText('Le numéro doit contenir 9 chiffres après +212')).toBeNull();

    fireEvent.blur(phoneInput());
    expect(screen.getByText('Le numéro doit contenir 9 chiffres après +212')).toBeTruthy();

    fireEvent.change(phoneInput(), { target: { value: '0812345678' } });
    expect(screen.getByText('Le numéro doit commencer par 5, 6 ou 7')).toBeTruthy();

    fireEvent.change(phoneInput(), { target: { value: '' } });
    expect(screen.getByText('Numéro de téléphone requis')).toBeTruthy();

    fireEvent.change(phoneInput(), { target: { value: '0612345678' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the exact messages for mismatched e-mails and passwords and missing files', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'salma@example.ma' } });
    fireEvent.change(screen.getByLabelText("Confirmer l'e-mail"), { target: { value: 'other@example.ma' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'secret-pass' } });
    fireEvent.change(screen.getByLabelText(/^Confirmer le mot de passe/), { target: { value: 'secret-pas' } });

    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));

    expect(screen.getByText('Les emails ne correspondent pas')).toBeTruthy();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeTruthy();
    expect(screen.getByText('Les fichiers sont requis')).toBeTruthy();
    expect(screen.getByText('Le reçu de paiement est requis')).toBeTruthy();
    expect(screen.getByText('Le contrat de service est requis')).toBeTruthy();
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(2);
  });

  it('shows the password hint', () => {
    renderForm();

    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeTruthy();
  });

  it('takes a dropped file, refuses one over 5 MB and lets the chosen file be removed', async () => {
    renderForm();
    const [receiptZone] = screen.getAllByRole('button', { name: /Reçu de paiement/ });
    if (!receiptZone) throw new Error('no receipt drop zone');

    fireEvent.drop(receiptZone, { dataTransfer: { files: [makeFile('gros.pdf', 6 * 1024 * 1024)] } });
    expect(await screen.findByText('Fichier trop volumineux (Max: 5 Mo)')).toBeTruthy();

    fireEvent.drop(receiptZone, { dataTransfer: { files: [makeFile('recu.pdf')] } });
    expect(await screen.findByText('recu.pdf')).toBeTruthy();
    expect(screen.queryByText('Fichier trop volumineux (Max: 5 Mo)')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retirer recu.pdf' }));
    expect(screen.queryByText('recu.pdf')).toBeNull();
  });

  it.each<[Language, RegExp, string, string]>([
    ['fr', /Reçu de paiement/, 'PDF, JPG, JPEG ou PNG, 5 Mo au maximum', 'Fichier trop volumineux (Max: 5 Mo)'],
    ['ar', /إيصال الدفع/, 'PDF أو JPG أو JPEG أو PNG، بحد أقصى 5 م.ب', 'الملف كبير جدًا (الحد الأقصى: 5 م.ب)'],
  ])('in %s, names the limit in one unit in the hint and in the size error (issue 28)', async (language, receipt, hint, tooLarge) => {
    renderForm(language);
    expect(screen.getByText(hint)).toBeTruthy();
    const [receiptZone] = screen.getAllByRole('button', { name: receipt });
    if (!receiptZone) throw new Error('no receipt drop zone');

    fireEvent.drop(receiptZone, { dataTransfer: { files: [makeFile('gros.pdf', 6 * 1024 * 1024)] } });

    expect(await screen.findByText(tooLarge)).toBeTruthy();
  });

  it('opens the file picker from the keyboard', () => {
    const { container } = renderForm();
    const [contractZone] = screen.getAllByRole('button', { name: /Contrat de service/ });
    const inputs = container.querySelectorAll<HTMLInputElement>('input[type="file"]:not([capture])');
    const contractInput = inputs[1];
    if (!contractZone || !contractInput) throw new Error('no service contract drop zone');
    const opened = vi.fn();
    contractInput.addEventListener('click', opened);

    fireEvent.keyDown(contractZone, { key: 'Enter' });
    fireEvent.keyDown(contractZone, { key: ' ' });

    expect(opened).toHaveBeenCalledTimes(2);
    expect(within(contractZone).getByText(/Glissez-déposez/)).toBeTruthy();
  });
});
