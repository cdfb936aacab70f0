import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '@/modules/scholarships/components/FaqAccordion';
import { renderApp } from '@/test/render-app';

const ENTRIES = [
  { question: 'Is it renewable?', answer: 'Yes, every year.' },
  { question: 'When is it paid?', answer: 'Every month.' },
];

describe('the FAQ accordion', () => {
  it('shows an answer when its question is pressed, and hides it again', () => {
    renderApp(<FaqAccordion entries={ENTRIES} />, { language: 'en' });
    const question = screen.getByRole('button', { name: 'Is it renewable?' });
    expect(screen.queryByRole('region', { name: 'Is it renewable?' })).toBeNull();

    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Is it renewable?' }).textContent).toBe('Yes, every year.');

    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Is it renewable?' })).toBeNull();
  });

  it('marks questions and answers in French, left to right, on an Arabic page', () => {
    const french = [{ question: 'Est-elle renouvelable ?', answer: 'Oui, chaque année.' }];
    renderApp(<FaqAccordion entries={french} textLanguage={{ lang: 'fr', dir: 'ltr' }} />, { language: 'ar' });

    const question = screen.getByText('Est-elle renouvelable ?');
    const answer = screen.getByText('Oui, chaque année.');
    expect([question.getAttribute('lang'), question.getAttribute('dir')]).toEqual(['fr', 'ltr']);
    expect([answer.getAttribute('lang'), answer.getAttribute('dir')]).toEqual(['fr', 'ltr']);
  });

  it('shows nothing without questions', () => {
    renderApp(<FaqAccordion entries={[]} />, { language: 'en' });

    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull();
  });
});
