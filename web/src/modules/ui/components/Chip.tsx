import styled from 'styled-components';
import type { ToastSeverity } from '@/modules/toast/hooks/ToastContext';

// As wide and as tall as its words, wherever it sits: a flex column or a grid cell must not stretch
// it across the column or down the row, and a narrow row must not fold it into an oval. Words longer
// than a phone's width (a deadline with its time zone) wrap inside it rather than push the page sideways.
export const StyledChip = styled.span<{ $severity: ToastSeverity | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  align-self: start;
  justify-self: start;
  flex: none;
  width: max-content;
  max-width: 100%;
  padding: ${({ theme }) => theme.spacing(0.25, 1.25)};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  color: ${({ theme, $severity }) => ($severity === 'neutral' ? theme.colors.text : theme.colors[$severity])};
  background: ${({ theme, $severity }) =>
    $severity === 'neutral' ? theme.colors.background : theme.colors[`${$severity}Surface`]};
  border: 1px solid currentColor;
`;
