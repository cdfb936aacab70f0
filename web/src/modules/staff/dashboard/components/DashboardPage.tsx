import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStaffDashboard } from '@/modules/staff/dashboard/hooks/useStaffDashboard';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledCard = styled.section`
  padding: ${({ theme }) => theme.spacing(2.5)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  border-block-start: 4px solid var(--accent);
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(1.5)};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover span {
    text-decoration: underline;
  }
  strong {
    color: var(--accent);
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

interface CountLink {
  to: string;
  label: string;
  count: number;
}

function CountCard({ title, links }: { title: string; links: CountLink[] }) {
  return (
    <StyledCard>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              <span>{link.label}</span>
              <strong>{link.count}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </StyledCard>
  );
}

/** /admin: what waits for the staff, each count a link to the filtered list. */
export function DashboardPage() {
  const { t } = useLingui();
  const { dashboard, loading, error } = useStaffDashboard();
  return (
    <section aria-labelledby="staff-dashboard-title">
      <h1 id="staff-dashboard-title">
        <Trans>Staff console</Trans>
      </h1>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {loading ? <Spinner /> : null}
      {dashboard ? (
        <StyledGrid>
          <CountCard
            title={t`Accounts waiting for approval`}
            links={[
              {
                to: '/admin/accounts?approval=PENDING',
                label: t`All waiting`,
                count: dashboard.accountsPendingApproval.total,
              },
              {
                to: '/admin/accounts?approval=PENDING&verified=true',
                label: t`E-mail verified (ready to approve)`,
                count: dashboard.accountsPendingApproval.verified,
              },
              {
                to: '/admin/accounts?approval=PENDING&verified=false',
                label: t`E-mail not verified yet`,
                count: dashboard.accountsPendingApproval.unverified,
              },
            ]}
          />
          <CountCard
            title={t`Applications by status`}
            links={[
              {
                to: '/admin/applications?status=PENDING',
                label: t`Waiting for review`,
                count: dashboard.applications.pending,
              },
              {
                to: '/admin/applications?status=APPROVED',
                label: t`Approved`,
                count: dashboard.applications.approved,
              },
              {
                to: '/admin/applications?status=REJECTED',
                label: t`Rejected`,
                count: dashboard.applications.rejected,
              },
              {
                to: '/admin/applications?status=WITHDRAWN',
                label: t`Withdrawn`,
                count: dashboard.applications.withdrawn,
              },
              { to: '/admin/applications', label: t`All applications`, count: dashboard.applications.total },
            ]}
          />
          <CountCard
            title={t`Scholarships`}
            links={[
              { to: '/admin/scholarships?open=1', label: t`Open`, count: dashboard.scholarships.open },
              { to: '/admin/scholarships', label: t`All scholarships`, count: dashboard.scholarships.total },
            ]}
          />
        </StyledGrid>
      ) : null}
    </section>
  );
}
