// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bindTextFields } from '@/modules/ui/utils/text-fields';

interface Form {
  name: string;
  phone: string;
}

/** A form's values, the changes made to them and its errors, as a component keeps them. */
function formOf(values: Form, errors: Partial<Record<keyof Form, string>> = {}) {
  const changes: [keyof Form, string][] = [];
  const field = bindTextFields(
    values,
    (key, value) => changes.push([key, value]),
    (key) => errors[key] ?? null,
  );
  return { field, changes };
}

const typed = (value: string) => ({ target: { value } });

describe('text fields bound to a form', () => {
  it('show their value and error, and change their own value', () => {
    const { field, changes } = formOf({ name: 'Salma', phone: '' }, { phone: 'Numéro de téléphone requis' });

    expect(field('name')).toMatchObject({ value: 'Salma', error: null });
    expect(field('phone')).toMatchObject({ value: '', error: 'Numéro de téléphone requis' });
    field('name').onChange(typed('Salma B.'));
    expect(changes).toEqual([['name', 'Salma B.']]);
  });

  it('keep what is typed in the form’s own format', () => {
    const { field, changes } = formOf({ name: '', phone: '' });

    field('phone', (text) => text.replace(/\s/g, '')).onChange(typed('06 61 23 45 67'));

    expect(changes).toEqual([['phone', '0661234567']]);
  });
});
