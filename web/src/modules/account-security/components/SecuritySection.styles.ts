import styled from 'styled-components';

// The profile's account-security sections (two-step sign-in, sessions): one look for both.

/** A section of the profile, under a rule. */
export const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-block-start: ${({ theme }) => theme.spacing(4)};
  padding-block-start: ${({ theme }) => theme.spacing(3)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  p {
    margin: 0;
  }
`;

/** Its list of factors or sessions. */
export const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One factor or session: what it is on one side, its action on the other. */
export const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  p {
    margin: 0;
  }
`;
