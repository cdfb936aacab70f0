import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useStaffPermissions } from '@/modules/staff/shared/hooks/useStaffPermissions';
import { PAYMENT_LABELS } from '@/modules/staff/payments/utils/payment-labels';

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  padding: 0;
  list-style: none;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.spacing(1, 2)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  border-block-end: 3px solid transparent;
  &.active {
    color: var(--accent);
    border-block-end-color: var(--accent);
  }
`;

/** The console's sections. */
export function StaffNav() {
  const { t, i18n } = useLingui();
  const permissions = useStaffPermissions();
  const links = [
    { to: '/admin', label: t`Overview`, end: true },
    { to: '/admin/accounts', label: t`Accounts`, end: false },
    { to: '/admin/scholarships', label: t(SHARED_MESSAGES.scholarships), end: false },
    { to: '/admin/applications', label: t`Applications`, end: false },
    { to: '/admin/mails', label: t`Failed mails`, end: false },
    { to: '/admin/replies', label: t`Saved replies`, end: false },
    // The payments group: its tabs lead to the flagged queue, statements, finance and settings.
    { to: '/admin/payments', label: i18n._(PAYMENT_LABELS.payments), end: false },
    ...(permissions.readAuditLog ? [{ to: '/admin/audit', label: t`Audit log`, end: false }] : []),
  ];
  return (
    <nav aria-label={t(SHARED_MESSAGES.staffConsole)}>
      <StyledList>
        {links.map((link) => (
          <li key={link.to}>
            <StyledLink to={link.to} end={link.end}>
              {link.label}
            </StyledLink>
          </li>
        ))}
      </StyledList>
    </nav>
  );
}
