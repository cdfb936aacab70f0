import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_DASHBOARD = staffGraphql(`
  query StaffDashboard {
    dashboard {
      today
      pendingApplications {
        total
        oldest { id createdAt waitingDays scholarshipId scholarshipTitle applicantName corrected }
      }
      pendingAccounts {
        total
        oldest { id createdAt waitingDays firstName lastName email isVerified }
      }
      closingSoon { id title deadline daysLeft pendingApplications totalApplications }
      activity { day received decided }
      assignedToMe { applications accounts }
      unreadFromStudents { messages conversations }
      overdueCorrections
    }
  }
`);
