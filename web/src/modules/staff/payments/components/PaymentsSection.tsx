import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PAYMENT_SECTIONS } from '@/modules/staff/payments/utils/payment-sections';
import { useStaffPermissions } from '@/modules/staff/shared/hooks/useStaffPermissions';

const StyledTabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(0.5, 1.5)};
    border-radius: ${({ theme }) => theme.radii.round};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.onAccent};
    background: var(--accent);
    border-color: var(--accent);
  }
`;

/** /admin/payments/*: the group's tabs (the list, the flagged queue, and the group's other pages) above its page. */
export function PaymentsSection() {
  const { t, i18n } = useLingui();
  const permissions = useStaffPermissions();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const sections = PAYMENT_SECTIONS.filter((section) => section.allowed?.(permissions) ?? true);
  return (
    <>
      <nav aria-label={t({ message: 'Payments pages', comment: 'The tabs of the staff console’s payments group' })}>
        <StyledTabs>
          {sections.map((section) => (
            <li key={section.key}>
              <Link to={section.to} aria-current={section.isActive(pathname, params) ? 'page' : undefined}>
                {i18n._(section.label)}
              </Link>
            </li>
          ))}
        </StyledTabs>
      </nav>
      <Outlet />
    </>
  );
}
