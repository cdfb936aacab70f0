import type { StatementMappingInput } from '@/modules/staff/__generated__/graphql';

/** The columns staff point at when the importer does not recognise a statement's headers. */
export const MAPPING_FIELDS = ['date', 'label', 'amount', 'debit', 'reference'] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

/** Debit and reference columns are optional: many banks have neither. */
export const OPTIONAL_MAPPING_FIELDS: ReadonlySet<MappingField> = new Set(['debit', 'reference']);

/** The header chosen for each column, '' when none. */
export type MappingDraft = Record<MappingField, string>;

export type MappingError = 'REQUIRED' | 'USED_TWICE' | 'UNKNOWN_HEADER';

export const EMPTY_MAPPING: MappingDraft = { date: '', label: '', amount: '', debit: '', reference: '' };

/** What is wrong with each column: a required one not chosen, a header chosen twice, or one the file does not have. */
export function validateMapping(draft: MappingDraft, headers: readonly string[]): Partial<Record<MappingField, MappingError>> {
  const errors: Partial<Record<MappingField, MappingError>> = {};
  const chosen = MAPPING_FIELDS.filter((field) => draft[field] !== '');
  for (const field of MAPPING_FIELDS) {
    const header = draft[field];
    if (header === '') {
      if (!OPTIONAL_MAPPING_FIELDS.has(field)) errors[field] = 'REQUIRED';
    } else if (!headers.includes(header)) {
      errors[field] = 'UNKNOWN_HEADER';
    } else if (chosen.some((other) => other !== field && draft[other] === header)) {
      errors[field] = 'USED_TWICE';
    }
  }
  return errors;
}

/** The mapping as the mutation takes it: the optional columns left out stay null. */
export function toMappingInput(draft: MappingDraft): StatementMappingInput {
  return {
    date: draft.date,
    label: draft.label,
    amount: draft.amount,
    debit: draft.debit || null,
    reference: draft.reference || null,
  };
}
