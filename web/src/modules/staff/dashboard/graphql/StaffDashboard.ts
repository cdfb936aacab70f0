import { graphql } from '@/__generated__/gql';

export const STAFF_DASHBOARD = graphql(`
  query StaffDashboard {
    dashboard {
      accountsPendingApproval {
        total
        verified
        unverified
      }
      scholarships {
        total
        open
        closed
      }
      applications {
        total
        pending
        approved
        rejected
        withdrawn
      }
    }
  }
`);
