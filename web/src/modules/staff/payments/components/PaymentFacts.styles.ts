import styled from 'styled-components';

/** A payment's facts, each label beside its value (as the account's page lays them out). */
export const StyledPaymentFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;
