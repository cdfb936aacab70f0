import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useCopyToClipboard } from '@/modules/payments/hooks/useCopyToClipboard';
import { StyledButton } from '@/modules/ui/components/Button';

export interface PaymentReferenceProps {
  reference: string;
}

const StyledReference = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

// Letters and digits read one by one: a monospace keeps 0 and O, 1 and I apart, and the code whole.
const StyledCode = styled.bdi`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 600;
  letter-spacing: 0.08em;
`;

const StyledCopyState = styled.span<{ $failed: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.error : theme.colors.success)};
`;

/**
 * A payment's reference as the student copies it into a transfer's label: isolated left to right
 * (an Arabic page keeps its letters in order) with a button that copies it and says so.
 */
export function PaymentReference({ reference }: PaymentReferenceProps) {
  const { t } = useLingui();
  const { copy, state } = useCopyToClipboard();
  return (
    <StyledReference>
      <StyledCode dir="ltr" data-testid="payment-reference">
        {reference}
      </StyledCode>
      <StyledButton
        type="button"
        $variant="secondary"
        aria-label={t`Copy the reference ${reference}`}
        onClick={() => void copy(reference)}
      >
        <Trans comment="A button that copies the payment reference">Copy</Trans>
      </StyledButton>
      <StyledCopyState role="status" $failed={state === 'failed'}>
        {state === 'copied' ? (
          <Trans>Reference copied.</Trans>
        ) : state === 'failed' ? (
          <Trans>Could not copy: select the reference and copy it.</Trans>
        ) : null}
      </StyledCopyState>
    </StyledReference>
  );
}
