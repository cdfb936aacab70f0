import styled from 'styled-components';

/** A step's blocks one under the other. */
export const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  p {
    margin: 0;
  }
`;

/** Another way to answer: a line of text buttons. */
export const StyledAlternatives = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** A secret or codes read character by character: monospace, left to right even in Arabic. */
export const StyledSecret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.large};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  text-align: start;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;
