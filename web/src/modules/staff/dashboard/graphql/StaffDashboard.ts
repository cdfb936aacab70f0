import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_DASHBOARD = staffGraphql(`
  query StaffDashboard {
    dashboard {
      accountsPendingApproval { total verified unverified }
      scholarships { total open closed }
      applications { total pending approved rejected withdrawn }
    }
  }
`);
