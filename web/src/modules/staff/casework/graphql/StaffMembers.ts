import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** Who work can be assigned to: every agent and administrator (a page of each). */
export const STAFF_MEMBERS = staffGraphql(`
  query StaffMembers {
    agents: users(filter: { role: AGENT }, limit: 100, sort: { field: NAME }) { items { id fullName email } }
    admins: users(filter: { role: ADMIN }, limit: 100, sort: { field: NAME }) { items { id fullName email } }
  }
`);
