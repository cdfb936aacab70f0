import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { HowToPaySettings } from '@/modules/payments/hooks/useHowToPay';
import { PaymentReference } from '@/modules/payments/components/PaymentReference';
import { StyledFacts } from '@/modules/ui/components/Facts';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';

export interface HowToPayProps {
  /** How to pay as the ADMIN set it, read with `useHowToPay` (or any query selecting HowToPay's fields). */
  settings: HowToPaySettings;
  /** The amount to pay; registration's fee when left out (an application's fee where one applies). */
  amount?: { amount: number; formatted: string };
  /** The reference to write in the transfer's label, with a button that copies it: the registration form's. */
  reference?: string | null;
}

const StyledHowToPay = styled.section`
  margin-block: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font-size: ${({ theme }) => theme.fontSizes.small};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
  p {
    margin: ${({ theme }) => theme.spacing(1)} 0 0;
  }
`;

// The label above the reference: the code and its button take the panel's width, not a column's.
const StyledReference = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin-block: ${({ theme }) => theme.spacing(1)};
`;

// The ADMIN's text keeps its lines.
const StyledOtherWays = styled.p`
  white-space: pre-line;
`;

/**
 * What to pay, to whom and where (payee, bank and RIB together), the other ways to pay, and the
 * service contract template to download, sign and send back. Nothing is shown for what is not set,
 * and nothing at all while an ADMIN has set nothing.
 */
export function HowToPay({ settings, amount = settings.registrationFee, reference }: HowToPayProps) {
  const { t } = useLingui();
  const { payee, bankName, rib, instructions } = settings;
  const transfer = rib !== '';
  if (amount.amount === 0 && !transfer && !instructions.otherWays && !instructions.serviceContractUrl) return null;
  return (
    <StyledHowToPay aria-label={t`How to pay`}>
      <h3>
        <Trans>How to pay</Trans>
      </h3>
      {amount.amount > 0 ? (
        <p>
          <Trans>
            Amount to pay: <MoneyAmount money={amount} />
          </Trans>
        </p>
      ) : null}
      {reference ? (
        <StyledReference>
          <Trans>Reference to write in the transfer</Trans>
          <PaymentReference reference={reference} />
        </StyledReference>
      ) : null}
      {transfer ? (
        <StyledFacts>
          {payee ? (
            <>
              <dt>
                <Trans>Payee</Trans>
              </dt>
              <dd dir="auto">{payee}</dd>
            </>
          ) : null}
          {bankName ? (
            <>
              <dt>
                <Trans>Bank</Trans>
              </dt>
              <dd dir="auto">{bankName}</dd>
            </>
          ) : null}
          <dt>
            <Trans comment="A Moroccan bank account number (relevé d'identité bancaire)">RIB</Trans>
          </dt>
          <dd>
            <bdi dir="ltr" data-testid="payment-rib">
              {rib}
            </bdi>
          </dd>
        </StyledFacts>
      ) : null}
      {instructions.otherWays ? <StyledOtherWays dir="auto">{instructions.otherWays}</StyledOtherWays> : null}
      {instructions.serviceContractUrl ? (
        <p>
          <a href={instructions.serviceContractUrl} download>
            <Trans>Download the service contract</Trans>
          </a>
        </p>
      ) : null}
    </StyledHowToPay>
  );
}
