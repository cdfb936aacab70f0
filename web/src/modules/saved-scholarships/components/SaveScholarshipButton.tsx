import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@/modules/auth/hooks/useSession';
import { LOGIN_PATH } from '@/modules/auth/utils/route-guards';
import { BookmarkIcon } from '@/modules/saved-scholarships/components/BookmarkIcon';
import { useToggleSaved } from '@/modules/saved-scholarships/hooks/useToggleSaved';
import { StyledButton } from '@/modules/ui/components/Button';
import { Tooltip } from '@/modules/ui/components/Tooltip';

// A round button over a card's picture, large enough for a thumb.
const StyledIconButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: var(--accent, ${({ theme }) => theme.colors.studentAccent});
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export interface SaveScholarshipButtonProps {
  scholarshipId: string;
  /** As the server says: null for visitors. */
  isSaved: boolean | null | undefined;
  /** 'icon' over a card's picture, 'labelled' on the scholarship's page. */
  variant: 'icon' | 'labelled';
}

/**
 * Saves or unsaves a scholarship (docs/product-rules.md, Saved scholarships). Visitors see it too and
 * are sent to sign in, then back to where they were, as Apply does; staff, who do not save, never see it.
 */
export function SaveScholarshipButton({ scholarshipId, isSaved, variant }: SaveScholarshipButtonProps) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { setSaved, busy } = useToggleSaved();

  if (session.status === 'signedIn' && session.role !== 'CLIENT') return null;

  const saved = isSaved === true;
  // The name says what pressing does, so that it is read the same by everyone.
  const label = saved ? t`Remove from saved scholarships` : t`Save scholarship`;
  const onClick = () => {
    if (session.status !== 'signedIn') {
      void navigate(LOGIN_PATH, { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    void setSaved(scholarshipId, !saved);
  };

  if (variant === 'labelled') {
    return (
      <StyledButton type="button" $variant="secondary" disabled={busy} onClick={onClick}>
        <BookmarkIcon filled={saved} />
        {label}
      </StyledButton>
    );
  }
  return (
    // The tooltip's text is the button's name: not described twice.
    <Tooltip title={label} align="end">
      {() => (
        <StyledIconButton type="button" aria-label={label} disabled={busy} onClick={onClick}>
          <BookmarkIcon filled={saved} />
        </StyledIconButton>
      )}
    </Tooltip>
  );
}
