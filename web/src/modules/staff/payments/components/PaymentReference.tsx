import styled from 'styled-components';

// A reference is copied into a bank transfer's label: one piece, left to right, its characters told apart.
const StyledReference = styled.bdi`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-weight: 600;
  letter-spacing: 0.05em;
  white-space: nowrap;
`;

export interface PaymentReferenceProps {
  reference: string;
}

/** A payment's reference, isolated from the sentence around it (docs/payments.md, References). */
export function PaymentReference({ reference }: PaymentReferenceProps) {
  return <StyledReference dir="ltr">{reference}</StyledReference>;
}
