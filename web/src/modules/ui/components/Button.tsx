import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** The accent comes from the nearest `--accent` custom property (blue for staff, green for students). */
export const StyledButton = styled.button<{ $variant?: ButtonVariant; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-block-size: 40px;
  padding: ${({ theme }) => theme.spacing(1, 2.5)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid var(--accent, ${({ theme }) => theme.colors.studentAccent});
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ $variant = 'primary', theme }) => {
    if ($variant === 'primary') {
      return css`
        background: var(--accent, ${theme.colors.studentAccent});
        color: ${theme.colors.onAccent};
      `;
    }
    if ($variant === 'secondary') {
      return css`
        background: ${theme.colors.surface};
        color: var(--accent, ${theme.colors.studentAccent});
      `;
    }
    return css`
      border-color: transparent;
      background: transparent;
      color: var(--accent, ${theme.colors.studentAccent});
    `;
  }}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
