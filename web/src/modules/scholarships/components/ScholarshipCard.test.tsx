import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@bourses/common/languages';
import { makeFragmentData } from '@/__generated__';
import { SCHOLARSHIP_CARD_FIELDS } from '@/modules/scholarships/graphql/ScholarshipCardFields';
import { ScholarshipCard } from '@/modules/scholarships/components/ScholarshipCard';
import { makeScholarshipCardData } from '@/test/factories';
import { renderApp } from '@/test/render-app';

function renderCard(overrides: Parameters<typeof makeScholarshipCardData>[0] = {}, position?: number, language: Language = 'fr') {
  const scholarship = makeFragmentData(makeScholarshipCardData(overrides), SCHOLARSHIP_CARD_FIELDS);
  return renderApp(<ScholarshipCard scholarship={scholarship} position={position} />, { language });
}

const UPLOADED = {
  imageUrl: '/files/scholarships/7/image?v=ab12cd34',
  picture: {
    width: 1200,
    height: 800,
    sources: [
      { type: 'image/avif', srcset: '/files/scholarships/7/image/400.avif?v=ab12cd34 400w, /files/scholarships/7/image/1200.avif?v=ab12cd34 1200w' },
      { type: 'image/webp', srcset: '/files/scholarships/7/image/400.webp?v=ab12cd34 400w, /files/scholarships/7/image/1200.webp?v=ab12cd34 1200w' },
    ],
  },
};

const pictureOf = (container: HTMLElement) => {
  const image = container.querySelector('img');
  if (!image) throw new Error('The card shows no picture');
  return image;
};

describe('a scholarship card', () => {
  it('opens the scholarship and shows its dates as dd/MM/yyyy', () => {
    renderCard();

    expect(screen.getByRole('link').getAttribute('href')).toBe('/bourses/7');
    expect(screen.getByText('01/09/2026')).toBeTruthy();
    expect(screen.getByText("04/12/2026, jusqu'à 23:59 heure du Maroc")).toBeTruthy();
  });

  it.each<[Language, string]>([
    ['fr', 'Espagne'],
    ['ar', 'إسبانيا'],
    ['en', 'Spain'],
  ])('names the country in the page’s language (%s)', (language, name) => {
    renderCard({ country: 'ES' }, undefined, language);

    expect(screen.getByText(`${name} ·`, { exact: false })).toBeTruthy();
  });

  it('says what applying costs, as the bff wrote it, kept whole inside the card’s words; or that it is free', () => {
    renderCard({ applicationFee: { formatted: '1 250,00 MAD' } });
    const fee = screen.getByText('1 250,00 MAD');

    expect(fee.tagName).toBe('BDI');
    expect(fee.closest('dd')?.previousElementSibling?.textContent).toBe('Frais de candidature');
  });

  it('says applying is free when the scholarship has no fee', () => {
    renderCard({ applicationFee: null });

    expect(screen.getByText('Gratuit').closest('dd')?.previousElementSibling?.textContent).toBe('Frais de candidature');
  });

  it('marks French shown on an Arabic page as French, left to right', () => {
    renderCard({ textLanguages: { title: 'FR', description: 'FR' } }, undefined, 'ar');

    const title = screen.getByRole('heading', { name: 'Bourse Erasmus+' });
    const description = screen.getByText('Un semestre dans une université partenaire en Europe.');
    expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['fr', 'ltr']);
    expect([description.getAttribute('lang'), description.getAttribute('dir')]).toEqual(['fr', 'ltr']);
  });

  it('leaves a text in the page’s language to find its own direction, and only the French one marked', () => {
    renderCard(
      { title: 'منحة إيراسموس+', textLanguages: { title: 'AR', description: 'FR' } },
      undefined,
      'ar',
    );

    const title = screen.getByRole('heading', { name: 'منحة إيراسموس+' });
    const description = screen.getByText('Un semestre dans une université partenaire en Europe.');
    expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual([null, 'auto']);
    expect(description.getAttribute('lang')).toBe('fr');
  });

  it('previews the first 120 characters of the description', () => {
    renderCard({ description: 'x'.repeat(200) });

    expect(screen.getByText(`${'x'.repeat(120)}...`)).toBeTruthy();
  });

  it("says 'Deadline Passed' and still opens, read-only, when the server judges the deadline passed", () => {
    renderCard({ deadline: '2026-12-04', deadlinePassed: true });

    expect(screen.getByText('Date limite dépassée')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/bourses/7');
  });

  it('stays open while the server says so, whatever the date looks like in this browser', () => {
    renderCard({ deadline: '2000-01-01', deadlinePassed: false });

    expect(screen.queryByText('Date limite dépassée')).toBeNull();
    expect(screen.getByRole('link')).toBeTruthy();
  });

  it('offers an uploaded picture’s copies in AVIF then WebP, at its own size, fetched when scrolled near', () => {
    const { container } = renderCard(UPLOADED, 5);

    const image = pictureOf(container);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(UPLOADED.picture.sources[0]?.srcset);
    expect(image.getAttribute('srcset')).toBe(UPLOADED.picture.sources[1]?.srcset);
    expect(image.getAttribute('sizes')).toBe(source?.getAttribute('sizes'));
    expect(image.getAttribute('src')).toBe(UPLOADED.imageUrl);
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')]).toEqual(['1200', '800', '']);
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('fetches the first card’s picture first, as it may be the largest thing on the screen', () => {
    const { container } = renderCard(UPLOADED, 0);

    expect(pictureOf(container).getAttribute('loading')).toBe('eager');
    expect(pictureOf(container).getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the country’s default cover, sized 16:9, when there is no uploaded picture', () => {
    const { container } = renderCard({ imageUrl: '/static/covers/1-2-ES.svg', picture: null });

    const image = pictureOf(container);
    expect(container.querySelector('picture')).toBeNull();
    expect(image.getAttribute('src')).toBe('/static/covers/1-2-ES.svg');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')]).toEqual(['640', '360', '']);
  });
});
