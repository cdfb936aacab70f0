import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { StyledButton } from '@/modules/ui/components/Button';

const StyledNav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-block: ${({ theme }) => theme.spacing(2)};
`;

export interface StaffPagerProps {
  page: number;
  pages: number;
  total: number;
  /** More match than `total`: the server stopped counting there. */
  capped?: boolean | undefined;
  onPageChange: (page: number) => void;
}

/** Previous / next with where the list is (staff lists can have hundreds of pages); hidden when one page holds everything. */
export function StaffPager({ page, pages, total, capped, onPageChange }: StaffPagerProps) {
  const { t } = useLingui();
  const lastPage = Math.max(1, pages);
  if (lastPage === 1 && page === 1) return null;
  return (
    <StyledNav aria-label={t(SHARED_MESSAGES.pagination)}>
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <Trans>Previous</Trans>
      </StyledButton>
      <span aria-live="polite">
        {capped ? (
          <Trans>
            Page {page} of more than {lastPage} · more than {total} results
          </Trans>
        ) : (
          <Trans>
            Page {page} of {lastPage} · {total} results
          </Trans>
        )}
      </span>
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        <Trans>Next</Trans>
      </StyledButton>
    </StyledNav>
  );
}
