import { useLingui } from '@lingui/react/macro';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.div`
  inline-size: 40px;
  block-size: 40px;
  margin: ${({ theme }) => theme.spacing(4)} auto;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-block-start-color: var(--accent, ${({ theme }) => theme.colors.studentAccent});
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner() {
  const { t } = useLingui();
  return <StyledSpinner role="progressbar" aria-label={t`Loading`} />;
}
