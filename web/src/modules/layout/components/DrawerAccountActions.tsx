import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAccountActions } from '@/modules/layout/hooks/useAccountActions';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1, 0, 0)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

const StyledAction = styled.button`
  inline-size: 100%;
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export interface DrawerAccountActionsProps {
  approved: boolean;
  onDone: () => void;
}

/** In the drawer the account's actions are plain buttons: a pop-up menu inside a panel helps nobody. */
export function DrawerAccountActions({ approved, onDone }: DrawerAccountActionsProps) {
  const { t } = useLingui();
  const actions = useAccountActions(approved);
  return (
    <nav aria-label={t`My Account`}>
      <StyledList>
        {actions.map((action) => (
          <li key={action.label}>
            <StyledAction
              type="button"
              onClick={() => {
                onDone();
                void action.run();
              }}
            >
              {action.label}
            </StyledAction>
          </li>
        ))}
      </StyledList>
    </nav>
  );
}
