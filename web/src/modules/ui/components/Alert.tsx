import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ToastSeverity } from '@/modules/toast/hooks/ToastContext';

const StyledAlert = styled.div<{ $severity: ToastSeverity }>`
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $severity }) => theme.colors[`${$severity}Surface`]};
  color: ${({ theme }) => theme.colors.text};
  border-inline-start: 4px solid ${({ theme, $severity }) => theme.colors[$severity]};
  margin-block: ${({ theme }) => theme.spacing(1)};
`;

export interface AlertProps {
  severity: ToastSeverity;
  children: ReactNode;
}

export function Alert({ severity, children }: AlertProps) {
  return (
    <StyledAlert $severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {children}
    </StyledAlert>
  );
}
