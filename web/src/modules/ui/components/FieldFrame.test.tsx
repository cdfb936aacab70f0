import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '@/modules/theme/ThemeRoot';
import { FieldMessages } from '@/modules/ui/components/FieldFrame';

describe('a field’s messages', () => {
  it.each(['ltr', 'rtl'] as const)('put the help text and the error on lines of their own (%s)', (direction) => {
    render(
      <ThemeRoot direction={direction}>
        <p>
          <FieldMessages
            helper="PDF, JPG, JPEG ou PNG, 5 Mo au maximum"
            helperId="help"
            error="Le reçu de paiement est requis"
            errorId="error"
          />
        </p>
      </ThemeRoot>,
    );

    const helper = screen.getByText('PDF, JPG, JPEG ou PNG, 5 Mo au maximum');
    const error = screen.getByRole('alert');

    expect(getComputedStyle(helper).display).toBe('block');
    expect(getComputedStyle(error).display).toBe('block');
    expect(error.textContent).toBe('Le reçu de paiement est requis');
  });
});
