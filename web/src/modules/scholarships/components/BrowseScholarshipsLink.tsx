import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StyledButton } from '@/modules/ui/components/Button';

/** The way to the scholarships, from a student's list that is still empty. */
export function BrowseScholarshipsLink() {
  return (
    <StyledButton as={Link} to="/bourses">
      <Trans>Browse Scholarships</Trans>
    </StyledButton>
  );
}
