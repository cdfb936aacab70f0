import styled from 'styled-components';

/** A list of facts, each term beside its value (a scholarship's place and dates, an application's). */
export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  dd {
    margin: 0;
  }
`;
