import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';

/** Out of sight until a keyboard reaches it, then above the sticky header at the reading start. */
const StyledSkipLink = styled.a`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.spacing(1)};
  inset-inline-start: ${({ theme }) => theme.spacing(1)};
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** The first stop of the Tab key on every page: straight to the main content, past the header's links. */
export function SkipLink() {
  return (
    <StyledSkipLink href="#main">
      <Trans>Skip to content</Trans>
    </StyledSkipLink>
  );
}
