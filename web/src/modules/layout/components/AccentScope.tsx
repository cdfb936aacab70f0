import styled from 'styled-components';
import { isStaffRole } from '@bourses/common/statuses';
import { useSession } from '@/modules/auth/hooks/useSession';
import type { ReactNode } from 'react';

const StyledScope = styled.div<{ $staff: boolean }>`
  --accent: ${({ theme, $staff }) => ($staff ? theme.colors.staffAccent : theme.colors.studentAccent)};
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
  return <StyledScope $staff={session.status === 'signedIn' && isStaffRole(session.role)}>{children}</StyledScope>;
}
