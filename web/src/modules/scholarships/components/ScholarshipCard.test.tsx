import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/__generated__';
import { SCHOLARSHIP_CARD_FIELDS } from '@/modules/scholarships/graphql/ScholarshipCardFields';
import { ScholarshipCard } from '@/modules/scholarships/components/ScholarshipCard';
import { makeScholarshipCardData } from '@/test/factories';
import { renderApp } from '@/test/render-app';

const NOW = new Date(2026, 10, 22, 12, 0);

function renderCard(overrides: Parameters<typeof makeScholarshipCardData>[0] = {}) {
  const scholarship = makeFragmentData(makeScholarshipCardData(overrides), SCHOLARSHIP_CARD_FIELDS);
  return renderApp(<ScholarshipCard scholarship={scholarship} now={NOW} />, { language: 'fr' });
}

describe('a scholarship card', () => {
  it('opens the scholarship and shows its dates as dd/MM/yyyy', () => {
    renderCard();

    expect(screen.getByRole('link').getAttribute('href')).toBe('/bourses/7');
    expect(screen.getByText('01/09/2026')).toBeTruthy();
    expect(screen.getByText('04/12/2026')).toBeTruthy();
  });

  it('previews the first 120 characters of the description', () => {
    renderCard({ description: 'x'.repeat(200) });

    expect(screen.getByText(`${'x'.repeat(120)}...`)).toBeTruthy();
  });

  it("past its deadline says 'Deadline Passed' and cannot be opened", () => {
    renderCard({ deadline: '2026-11-21' });

    expect(screen.getByText('Date limite dépassée')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('stays open until the end of the deadline day', () => {
    renderCard({ deadline: '2026-11-22' });

    expect(screen.queryByText('Date limite dépassée')).toBeNull();
    expect(screen.getByRole('link')).toBeTruthy();
  });
});
