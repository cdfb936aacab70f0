import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@/modules/theme/theme';
import { StyledSurface } from '@/modules/ui/components/Surface';
import { renderApp } from '@/test/render-app';

const StyledPanel = styled(StyledSurface).attrs({ as: 'form' })`
  padding: ${({ theme }) => theme.spacing(2)};
`;

/** A value as the browser reads it back (colours come back as rgb()). */
function asRead(property: string, value: string): string {
  const probe = document.createElement('div');
  probe.style.setProperty(property, value);
  return probe.style.getPropertyValue(property);
}

describe('a surface', () => {
  it('gives what extends it the raised look, on the element it names, with its own additions', () => {
    renderApp(<StyledPanel aria-label="Décision" />);

    const panel = screen.getByRole('form', { name: 'Décision' });
    const style = getComputedStyle(panel);
    expect(style.getPropertyValue('border-radius')).toBe(asRead('border-radius', theme.radii.large));
    expect(style.getPropertyValue('background')).toBe(asRead('background', theme.colors.surface));
    expect(style.getPropertyValue('box-shadow')).toBe(asRead('box-shadow', theme.shadows.card));
    expect(style.getPropertyValue('padding')).toBe(asRead('padding', theme.spacing(2)));
  });
});
