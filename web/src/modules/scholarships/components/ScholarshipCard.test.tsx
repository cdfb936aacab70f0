import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/__generated__';
import { SCHOLARSHIP_CARD_FIELDS } from '@/modules/scholarships/graphql/ScholarshipCardFields';
import { ScholarshipCard } from '@/modules/scholarships/components/ScholarshipCard';
import { makeScholarshipCardData } from '@/test/factories';
import { renderApp } from '@/test/render-app';

function renderCard(overrides: Parameters<typeof makeScholarshipCardData>[0] = {}) {
  const scholarship = makeFragmentData(makeScholarshipCardData(overrides), SCHOLARSHIP_CARD_FIELDS);
  return renderApp(<ScholarshipCard scholarship={scholarship} />, { language: 'fr' });
}

describe('a scholarship card', () => {
  it('opens the scholarship and shows its dates as dd/MM/yyyy', () => {
    renderCard();

    expect(screen.getByRole('link').getAttribute('href')).toBe('/bourses/7');
    expect(screen.getByText('01/09/2026')).toBeTruthy();
    expect(screen.getByText("04/12/2026, jusqu'à 23:59 heure du Maroc")).toBeTruthy();
  });

  it('previews the first 120 characters of the description', () => {
    renderCard({ description: 'x'.repeat(200) });

    expect(screen.getByText(`${'x'.repeat(120)}...`)).toBeTruthy();
  });

  it("says 'Deadline Passed' and cannot be opened when the server judges the deadline passed", () => {
    renderCard({ deadline: '2026-12-04', deadlinePassed: true });

    expect(screen.getByText('Date limite dépassée')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('stays open while the server says so, whatever the date looks like in this browser', () => {
    renderCard({ deadline: '2000-01-01', deadlinePassed: false });

    expect(screen.queryByText('Date limite dépassée')).toBeNull();
    expect(screen.getByRole('link')).toBeTruthy();
  });
});
