import { describe, expect, it } from 'vitest';
import { EMPTY_MAPPING, toMappingInput, validateMapping } from '@/modules/staff/statements/utils/statement-mapping';

const HEADERS = ['Jour', 'Opération effectuée', 'Somme reçue (MAD)', 'N° pièce'];

describe('the mapping of a statement’s columns', () => {
  it('asks for the date, the label and the amount, and leaves debit and reference optional', () => {
    expect(validateMapping(EMPTY_MAPPING, HEADERS)).toEqual({ date: 'REQUIRED', label: 'REQUIRED', amount: 'REQUIRED' });
  });

  it('refuses one header for two columns, and a header the file does not have', () => {
    const draft = { ...EMPTY_MAPPING, date: 'Jour', label: 'Opération effectuée', amount: 'Opération effectuée', reference: 'Référence' };

    expect(validateMapping(draft, HEADERS)).toEqual({ label: 'USED_TWICE', amount: 'USED_TWICE', reference: 'UNKNOWN_HEADER' });
  });

  it('sends the columns chosen, the optional ones left out as null', () => {
    const draft = { ...EMPTY_MAPPING, date: 'Jour', label: 'Opération effectuée', amount: 'Somme reçue (MAD)', reference: 'N° pièce' };

    expect(validateMapping(draft, HEADERS)).toEqual({});
    expect(toMappingInput(draft)).toEqual({
      date: 'Jour',
      label: 'Opération effectuée',
      amount: 'Somme reçue (MAD)',
      debit: null,
      reference: 'N° pièce',
    });
  });
});
