import styled from 'styled-components';

/** A checkbox and its words on one line, the box kept its size and at the first line when they wrap. */
export const StyledCheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
  cursor: pointer;
  input {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
    accent-color: var(--accent);
  }
`;
