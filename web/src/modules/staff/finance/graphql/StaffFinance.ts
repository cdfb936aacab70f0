import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_FINANCE = staffGraphql(`
  query StaffFinance {
    finance {
      total { ...FinanceRowFields }
      registration { ...FinanceRowFields }
      perScholarship { ...FinanceRowFields }
      perMonth { ...FinanceRowFields }
    }
  }
`);
