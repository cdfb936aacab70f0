import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { isStaffRole } from '@bourses/common/statuses';
import { useSession } from '@/modules/auth/hooks/useSession';
import { SidelessStyles } from '@/modules/theme/SidelessStyles';

// On :root so that dialogs, drawers and toasts rendered in portals share the accent.
const AccentVariables = createGlobalStyle<{ $staff: boolean }>`
  :root {
    --accent: ${({ theme, $staff }) => ($staff ? theme.colors.staffAccent : theme.colors.studentAccent)};
  }
`;

const StyledLayout = styled.div`
  min-block-size: 100vh;
  display: flex;
  flex-direction: column;
`;

export interface AccentScopeProps {
  children: ReactNode;
}

/** Blue accent for staff, green for students and visitors. */
export function AccentScope({ children }: AccentScopeProps) {
  const session = useSession();
  return (
    <>
      <SidelessStyles>
        <AccentVariables $staff={session.status === 'signedIn' && isStaffRole(session.role)} />
      </SidelessStyles>
      <StyledLayout>{children}</StyledLayout>
    </>
  );
}
