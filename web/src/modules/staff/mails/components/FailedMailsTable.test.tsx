import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FailedMailsTable, type FailedMailRow } from '@/modules/staff/mails/components/FailedMailsTable';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const makeMail = (overrides: Partial<FailedMailRow> = {}): FailedMailRow => ({
  id: 'mail-1',
  recipient: 'salma.bennani@example.ma',
  subject: 'Vérifiez votre adresse e-mail',
  kind: 'VERIFICATION',
  attempts: 19,
  lastError: 'connect ECONNREFUSED 10.0.0.5:25',
  createdAt: '2026-11-20T10:00:00.000Z',
  failedAt: '2026-11-21T12:30:00.000Z',
  ...overrides,
});

describe('the failed-mail table', () => {
  it('shows who the mail was for, what it told, how often it was tried, why it failed and when', () => {
    renderStaff(<FailedMailsTable mails={[makeMail()]} caption="E-mails non envoyés" />);

    const [, row] = screen.getAllByRole('row');
    if (!row) throw new Error('The table has no row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(row).getByRole('rowheader').textContent).toBe('salma.bennani@example.ma');
    expect(cells).toEqual([
      'Vérifiez votre adresse e-mail',
      'Lien de vérification de l’e-mail',
      '19',
      'connect ECONNREFUSED 10.0.0.5:25',
      '20/11/2026',
      '21/11/2026',
    ]);
  });

  it('names the kind in Arabic, and says when the kind or the error is unknown', () => {
    renderStaff(
      <FailedMailsTable
        mails={[
          makeMail({ kind: 'APPLICATION_REJECTED' }),
          makeMail({ id: 'mail-2', kind: null, lastError: null }),
        ]}
        caption="رسائل لم تُرسل"
      />,
      { language: 'ar' },
    );

    expect(screen.getByText('رفض الطلب')).toBeTruthy();
    expect(screen.getByText('غير معروف')).toBeTruthy();
  });
});
