import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';
import { StatementMappingStep } from '@/modules/staff/statements/components/StatementMappingStep';

const HEADERS = ['Jour', 'Opération effectuée', 'Somme reçue (MAD)', 'N° pièce'];

function renderStep(language: 'fr' | 'ar' = 'fr') {
  const onImport = vi.fn();
  renderStaff(<StatementMappingStep headers={HEADERS} fileName="releve-mars.csv" sending={false} onImport={onImport} onCancel={vi.fn()} />, {
    language,
  });
  return onImport;
}

const choose = (label: string, header: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value: header } });

describe('the mapping step of a statement import', () => {
  it('lists the file’s headers in a select per column, and imports with the columns chosen', () => {
    const onImport = renderStep();

    const dateSelect = screen.getByLabelText('Date de l’opération', { exact: false });
    expect([...dateSelect.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choisir…', ...HEADERS]);
    choose('Date de l’opération', 'Jour');
    choose('Libellé', 'Opération effectuée');
    choose('Montant crédité', 'Somme reçue (MAD)');
    choose('Colonne de référence', 'N° pièce');
    fireEvent.click(screen.getByRole('button', { name: 'Importer avec ces colonnes' }));

    expect(onImport).toHaveBeenCalledWith({
      date: 'Jour',
      label: 'Opération effectuée',
      amount: 'Somme reçue (MAD)',
      debit: null,
      reference: 'N° pièce',
    });
  });

  it('asks for the missing columns and a header chosen twice, importing nothing', () => {
    const onImport = renderStep();

    choose('Libellé', 'Jour');
    choose('Montant crédité', 'Jour');
    fireEvent.click(screen.getByRole('button', { name: 'Importer avec ces colonnes' }));

    expect(onImport).not.toHaveBeenCalled();
    expect(screen.getByText('Choisissez la colonne.')).toBeTruthy();
    expect(screen.getAllByText('Cette colonne est choisie deux fois.')).toHaveLength(2);
  });

  it('speaks Arabic', () => {
    renderStep('ar');

    expect(screen.getByRole('heading', { name: 'أي عمود يحتوي على ماذا؟' })).toBeTruthy();
  });
});
