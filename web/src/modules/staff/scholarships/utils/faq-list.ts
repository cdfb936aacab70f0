export interface FaqDraft {
  /** Stable key for React while entries move. */
  key: string;
  question: string;
  answer: string;
}

let faqSerial = 0;

export function newFaqDraft(question = '', answer = ''): FaqDraft {
  faqSerial += 1;
  return { key: `faq-${faqSerial}`, question, answer };
}

export function addFaq(list: readonly FaqDraft[]): FaqDraft[] {
  return [...list, newFaqDraft()];
}

export function removeFaq(list: readonly FaqDraft[], key: string): FaqDraft[] {
  return list.filter((entry) => entry.key !== key);
}

export function updateFaq(
  list: readonly FaqDraft[],
  key: string,
  changes: Partial<Omit<FaqDraft, 'key'>>,
): FaqDraft[] {
  return list.map((entry) => (entry.key === key ? { ...entry, ...changes } : entry));
}

/** Moves an entry one place up (-1) or down (+1); unchanged at either end. */
export function moveFaq(list: readonly FaqDraft[], key: string, offset: -1 | 1): FaqDraft[] {
  const from = list.findIndex((entry) => entry.key === key);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
