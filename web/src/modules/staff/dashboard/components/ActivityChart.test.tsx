import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityChart } from '@/modules/staff/dashboard/components/ActivityChart';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

const DAYS = [
  { day: '2026-11-22', received: 4, decided: 0 },
  { day: '2026-11-23', received: 1, decided: 2 },
  { day: '2026-11-24', received: 0, decided: 3 },
];

/** The left edge of each day's first bar, in drawing units, oldest day first. */
function barPositions(): number[] {
  const chart = screen.getByTestId('activity-chart');
  return Array.from(chart.querySelectorAll('g > rect:first-of-type'), (bar) => Number(bar.getAttribute('x')));
}

describe('the activity chart', () => {
  it('gives screen readers the numbers of each day in a table', () => {
    renderStaff(<ActivityChart days={DAYS} />, { language: 'fr' });

    const table = screen.getByRole('table', {
      name: 'Candidatures reçues et traitées par jour, 30 derniers jours',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.textContent)).toEqual([
      'JourReçuesTraitées',
      '22 nov.40',
      '23 nov.12',
      '24 nov.03',
    ]);
  });

  it('runs time left to right in French and right to left in Arabic', () => {
    const { unmount } = renderStaff(<ActivityChart days={DAYS} />, { language: 'fr' });
    const french = barPositions();
    unmount();
    renderStaff(<ActivityChart days={DAYS} />, { language: 'ar' });
    const arabic = barPositions();

    expect(french).toHaveLength(3);
    expect(french).toEqual([...french].sort((a, b) => a - b));
    expect(arabic).toEqual([...arabic].sort((a, b) => b - a));
  });
});
