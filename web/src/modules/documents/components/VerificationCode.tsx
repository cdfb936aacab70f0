import styled from 'styled-components';

// Letters and digits read one by one: a monospace keeps 0 and O, 1 and I apart; left to right in Arabic too.
const StyledCode = styled.bdi`
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.05em;
`;

export interface VerificationCodeProps {
  code: string;
}

/** A document's verification code, as printed on it. */
export function VerificationCode({ code }: VerificationCodeProps) {
  return <StyledCode dir="ltr">{code}</StyledCode>;
}
