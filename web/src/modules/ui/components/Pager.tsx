import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { pageCount, showPager, type PaginationInfo } from '@/modules/ui/utils/pagination';

const StyledNav = styled.nav`
  display: flex;
  justify-content: center;
  margin-block: ${({ theme }) => theme.spacing(3)};
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPageButton = styled.button<{ $current: boolean }>`
  min-inline-size: 40px;
  min-block-size: 40px;
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $current }) => ($current ? 'var(--accent)' : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.onAccent : theme.colors.text)};
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;

export interface PagerProps {
  pagination: PaginationInfo;
  onPageChange: (page: number) => void;
}

/** Shown only when the results do not fit one page. */
export function Pager({ pagination, onPageChange }: PagerProps) {
  const { t } = useLingui();
  if (!showPager(pagination)) return null;
  const pages = pageCount(pagination);
  const current = pagination.page;
  const goTo = (page: number) => {
    onPageChange(page);
    // A new page starts at its top, not where the pager was.
    window.scrollTo({ top: 0 });
  };
  return (
    <StyledNav aria-label={t`Pagination`}>
      <StyledList>
        <li>
          <StyledPageButton
            type="button"
            $current={false}
            disabled={current <= 1}
            onClick={() => goTo(current - 1)}
            aria-label={t`Previous page`}
          >
            ‹
          </StyledPageButton>
        </li>
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <StyledPageButton
              type="button"
              $current={page === current}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t`Page ${page}`}
              onClick={() => goTo(page)}
            >
              {page}
            </StyledPageButton>
          </li>
        ))}
        <li>
          <StyledPageButton
            type="button"
            $current={false}
            disabled={current >= pages}
            onClick={() => goTo(current + 1)}
            aria-label={t`Next page`}
          >
            ›
          </StyledPageButton>
        </li>
      </StyledList>
    </StyledNav>
  );
}
