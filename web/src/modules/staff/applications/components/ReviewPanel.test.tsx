import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewPanel } from '@/modules/staff/applications/components/ReviewPanel';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

describe('the application review panel', () => {
  it('asks for feedback before rejecting, without sending anything', () => {
    renderStaff(<ReviewPanel applicationId="app-1" currentStatus="PENDING" />, { language: 'en' });

    fireEvent.click(screen.getByRole('radio', { name: 'Reject' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the decision' }));

    expect(screen.getByRole('alert').textContent).toBe('Feedback is required to reject an application.');
  });

  it('asks for feedback when the status is set to rejected', () => {
    renderStaff(<ReviewPanel applicationId="app-1" currentStatus="APPROVED" />);

    fireEvent.change(screen.getByLabelText('Nouveau statut'), { target: { value: 'REJECTED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision' }));

    expect(screen.getByRole('alert').textContent).toBe(
      'Un commentaire est requis pour refuser une candidature.',
    );
  });
});
