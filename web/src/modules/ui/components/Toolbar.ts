import styled from 'styled-components';

/** A row of controls that wraps on a phone, lined up on their bottom edge (fields with labels beside buttons). */
export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin-block: ${({ theme }) => theme.spacing(2)};
`;
