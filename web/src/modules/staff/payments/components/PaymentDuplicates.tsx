import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PaymentReviewFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { PaymentReference } from '@/modules/staff/payments/components/PaymentReference';
import { PaymentStatusChip } from '@/modules/staff/payments/components/PaymentStatusChip';
import { Alert } from '@/modules/ui/components/Alert';

const StyledWarnings = styled.ul`
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  padding-inline-start: ${({ theme }) => theme.spacing(2.5)};
  li + li {
    margin-block-start: ${({ theme }) => theme.spacing(0.5)};
  }
  a {
    color: var(--accent);
    font-weight: 600;
  }
`;

export interface PaymentDuplicatesProps {
  duplicates: PaymentReviewFieldsFragment['duplicates'];
}

/** The other payments whose receipt is this one's file or a copy of its photo, each linking to its page. */
export function PaymentDuplicates({ duplicates }: PaymentDuplicatesProps) {
  const { t } = useLingui();
  if (duplicates.length === 0) return null;
  return (
    <Alert severity="warning">
      <strong>
        <Trans>This receipt was also sent for another payment: compare them before deciding.</Trans>
      </strong>
      <StyledWarnings aria-label={t`Duplicate receipts`}>
        {duplicates.map(({ payment, similarity }) => {
          const link = (
            <Link to={`/admin/payments/${payment.id}`}>
              <PaymentReference reference={payment.reference} />
            </Link>
          );
          const name = <bdi>{payment.student?.fullName || payment.student?.email || t`Deleted account`}</bdi>;
          return (
            <li key={payment.id}>
              {similarity === 'SAME_FILE' ? (
                <Trans comment="A duplicate receipt: the very same file was sent for payment {link} of the student {name}">
                  Same file as payment {link} of {name}
                </Trans>
              ) : (
                <Trans comment="A duplicate receipt: a photo of the same receipt was sent for payment {link} of the student {name}">
                  Photo similar to payment {link} of {name}
                </Trans>
              )}{' '}
              <PaymentStatusChip status={payment.status} />
            </li>
          );
        })}
      </StyledWarnings>
    </Alert>
  );
}
