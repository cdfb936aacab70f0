import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffDashboardQuery, StaffDashboardQueryVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const STAFF_DASHBOARD: TypedDocumentNode<StaffDashboardQuery, StaffDashboardQueryVariables> = gql`
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
`;
