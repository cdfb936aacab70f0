import styled from 'styled-components';
import type { ToastSeverity } from '@/modules/toast/hooks/ToastContext';

export const StyledChip = styled.span<{ $severity: ToastSeverity | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.spacing(0.25, 1.25)};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  color: ${({ theme, $severity }) => ($severity === 'neutral' ? theme.colors.text : theme.colors[$severity])};
  background: ${({ theme, $severity }) =>
    $severity === 'neutral' ? theme.colors.background : theme.colors[`${$severity}Surface`]};
  border: 1px solid currentColor;
`;
