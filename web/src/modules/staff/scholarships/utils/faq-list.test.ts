import { describe, expect, it } from 'vitest';
import {
  addFaq,
  moveFaq,
  newFaqDraft,
  removeFaq,
  updateFaq,
} from '@/modules/staff/scholarships/utils/faq-list';

const makeFaq = () => [newFaqDraft('Q1', 'A1'), newFaqDraft('Q2', 'A2'), newFaqDraft('Q3', 'A3')];
const questions = (list: { question: string }[]) => list.map((entry) => entry.question);

describe('the FAQ editor rules', () => {
  it('moves a question up and down', () => {
    const faq = makeFaq();
    const [, second, third] = faq;
    if (!second || !third) throw new Error('factory gives three entries');

    expect(questions(moveFaq(faq, second.key, -1))).toEqual(['Q2', 'Q1', 'Q3']);
    expect(questions(moveFaq(faq, second.key, 1))).toEqual(['Q1', 'Q3', 'Q2']);
    expect(questions(moveFaq(faq, third.key, 1))).toEqual(['Q1', 'Q2', 'Q3']);
  });

  it('keeps each entry its key while it moves, so typed answers follow their question', () => {
    const faq = makeFaq();
    const first = faq[0];
    if (!first) throw new Error('factory gives three entries');

    const moved = moveFaq(faq, first.key, 1);

    expect(moved[1]).toEqual(first);
  });

  it('adds an empty question at the end and removes one by key', () => {
    const faq = makeFaq();
    const second = faq[1];
    if (!second) throw new Error('factory gives three entries');

    const added = addFaq(faq);
    const removed = removeFaq(faq, second.key);

    expect(added).toHaveLength(4);
    expect(added[3]).toMatchObject({ question: '', answer: '' });
    expect(questions(removed)).toEqual(['Q1', 'Q3']);
  });

  it('changes only the edited entry', () => {
    const faq = makeFaq();
    const first = faq[0];
    if (!first) throw new Error('factory gives three entries');

    const updated = updateFaq(faq, first.key, { answer: 'Nouvelle réponse' });

    expect(updated.map((entry) => entry.answer)).toEqual(['Nouvelle réponse', 'A2', 'A3']);
  });
});
