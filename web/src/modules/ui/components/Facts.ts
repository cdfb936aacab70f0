import styled from 'styled-components';

/**
 * A list of facts, each term beside its value (a scholarship's place and dates, an application's),
 * aligned on their text: a value taller than its term (a payment's reference beside its copy button)
 * keeps the row readable.
 */
export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  dd {
    margin: 0;
  }
`;
