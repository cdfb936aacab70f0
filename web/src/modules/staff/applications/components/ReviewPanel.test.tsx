import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewPanel } from '@/modules/staff/applications/components/ReviewPanel';
import { makePaymentReview } from '@/modules/staff/payments/test/make-payment';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

describe('the application review panel', () => {
  it.each([
    ['fr', 'PENDING', 'Enregistrer la décision', 'Choisissez une décision pour l’enregistrer.'],
    ['ar', 'PENDING', 'حفظ القرار', 'اختر قرارًا لحفظه.'],
    ['fr', 'APPROVED', 'Enregistrer la décision', 'Choisissez une décision pour l’enregistrer.'],
  ] as const)(
    'in %s, on a %s application, chooses no decision for the agent: saving waits for one',
    (language, status, save, hint) => {
      renderStaff(<ReviewPanel applicationId="app-1" currentStatus={status} />, { language });

      expect(
        screen.getAllByRole('radio').filter((radio) => radio instanceof HTMLInputElement && radio.checked),
      ).toEqual([]);
      const button = screen.getByRole('button', { name: save });
      expect(button).toHaveProperty('disabled', true);
      expect(screen.getByText(hint).id).toBe(button.getAttribute('aria-describedby'));
    },
  );

  it('offers the save once a decision is chosen', () => {
    renderStaff(<ReviewPanel applicationId="app-1" currentStatus="PENDING" />);

    fireEvent.click(screen.getByRole('radio', { name: 'Approuver' }));

    expect(screen.getByRole('button', { name: 'Enregistrer la décision' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Choisissez une décision pour l’enregistrer.')).toBeNull();
  });

  it('asks for feedback before rejecting, without sending anything', () => {
    renderStaff(<ReviewPanel applicationId="app-1" currentStatus="PENDING" />, { language: 'en' });

    fireEvent.click(screen.getByRole('radio', { name: 'Reject' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the decision' }));

    expect(screen.getByRole('alert').textContent).toBe('Feedback is required to reject an application.');
  });

  it('asks for feedback when the status is set to rejected', () => {
    renderStaff(<ReviewPanel applicationId="app-1" currentStatus="APPROVED" />);

    fireEvent.click(screen.getByRole('radio', { name: 'Définir un statut' }));
    fireEvent.change(screen.getByLabelText('Nouveau statut'), { target: { value: 'REJECTED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision' }));

    expect(screen.getByRole('alert').textContent).toBe(
      'Un commentaire est requis pour refuser une candidature.',
    );
  });

  it('offers to verify an unverified fee while approving, with the verification’s fields once asked', () => {
    renderStaff(<ReviewPanel applicationId="app-1" currentStatus="PENDING" payment={makePaymentReview()} />);
    expect(screen.queryByText('Paiement non vérifié')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Approuver' }));

    const section = screen.getByRole('group', { name: 'Paiement non vérifié' });
    expect(section.textContent).toContain('Paiement B4K7M2QX de 250,00 MAD');
    expect(screen.queryByLabelText('Montant reçu (MAD) *')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vérifier le paiement en même temps' }));
    expect(screen.getByLabelText('Montant reçu (MAD) *')).toHaveProperty('value', '250');

    fireEvent.click(screen.getByRole('radio', { name: 'Refuser' }));
    expect(screen.queryByRole('group', { name: 'Paiement non vérifié' })).toBeNull();
  });

  it('asks nothing of a verified fee, nor of a fee of zero', () => {
    const { unmount } = renderStaff(
      <ReviewPanel
        applicationId="app-1"
        currentStatus="PENDING"
        payment={makePaymentReview({ status: 'VERIFIED' })}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Approuver' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();

    renderStaff(
      <ReviewPanel
        applicationId="app-1"
        currentStatus="PENDING"
        payment={makePaymentReview({ amountDue: { amount: 0, formatted: '0,00 MAD' } })}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Approuver' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
