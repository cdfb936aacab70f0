import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BulkOutcomeList, type BulkResult } from '@/modules/staff/applications/components/BulkOutcomeList';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const row = (applicationId: string, applicantName: string | null, failure?: string) => ({
  applicationId,
  applicantName,
  ok: failure === undefined,
  code: failure === undefined ? null : 'APPLICATION_ALREADY_DECIDED',
  message: failure ?? null,
});

const result = (action: BulkResult['action'], results: ReturnType<typeof row>[]): BulkResult => {
  const succeeded = results.filter((one) => one.ok).length;
  return { action, results, succeeded, failed: results.length - succeeded };
};

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('the outcome of a bulk decision', () => {
  it('names each student with what was done, and agrees its counts in number (fr)', () => {
    renderStaff(
      <BulkOutcomeList
        result={result('APPROVE', [
          row('1', 'Salma Chraibi'),
          row('2', 'Hamza Alaoui'),
          row('3', null, 'déjà approuvée'),
        ])}
      />,
    );

    expect(screen.getByText('2 faites, 1 en échec.')).toBeTruthy();
    expect(rows()).toEqual([
      'Salma Chraibi : approuvée',
      'Hamza Alaoui : approuvée',
      'Candidature 3 : en échec (déjà approuvée)',
    ]);
  });

  it('says "1 faite" for one, and "aucune" for none', () => {
    renderStaff(<BulkOutcomeList result={result('REJECT', [row('1', 'Salma Chraibi')])} />);

    expect(screen.getByText('1 faite, aucune en échec.')).toBeTruthy();
    expect(rows()).toEqual(['Salma Chraibi : refusée']);
  });

  it('names each student and counts in Arabic', () => {
    renderStaff(
      <BulkOutcomeList result={result('APPROVE', [row('1', 'سلمى الشرايبي'), row('2', 'حمزة العلوي')])} />,
      {
        language: 'ar',
      },
    );

    expect(screen.getByText('نُفِّذ طلبان، ولم يتعذّر أي طلب.')).toBeTruthy();
    expect(rows()).toEqual(['سلمى الشرايبي: مقبول', 'حمزة العلوي: مقبول']);
  });

  it('says an assignment was made, not a decision', () => {
    renderStaff(<BulkOutcomeList result={result('ASSIGN', [row('1', 'Salma Chraibi')])} />, {
      language: 'en',
    });

    expect(rows()).toEqual(['Salma Chraibi: assigned']);
    expect(screen.getByText('1 done, none failed.')).toBeTruthy();
  });
});
