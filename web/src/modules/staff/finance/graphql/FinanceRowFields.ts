import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** What a row of the finance tables shows: its scholarship or month, and its money. */
export const FINANCE_ROW_FIELDS = staffGraphql(`
  fragment FinanceRowFields on FinanceRow {
    scholarship { id title }
    month
    payments
    due { formatted }
    received { formatted }
    outstanding { formatted }
  }
`);
