import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@/modules/ui/components/Button';

const StyledPage = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.spacing(8, 2)};
`;

/** What shows instead of a page that could not be shown: most often its chunk did not arrive. */
function PageFailureNotice() {
  return (
    <StyledPage role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>This page could not be loaded. Check your connection, then try again.</Trans>
      </p>
      {/* A reload also fetches a new deployment's chunks, where the old ones are gone. */}
      <StyledButton type="button" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </StyledButton>
    </StyledPage>
  );
}

interface PageFailureBoundaryProps {
  /** The address: another one is another page, given its chance. */
  path: string;
  children: ReactNode;
}

/** Catches a page that fails to load or render (routes.tsx), rather than leaving the screen blank. */
export class PageFailureBoundary extends Component<PageFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: PageFailureBoundaryProps) {
    // The failure is the page's where it happened: another address gets its chance.
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <PageFailureNotice /> : this.props.children;
  }
}
