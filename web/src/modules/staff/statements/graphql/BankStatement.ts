import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const BANK_STATEMENT = staffGraphql(`
  query BankStatement($id: ID!) {
    bankStatement(id: $id) { id ...StatementSummaryFields }
  }
`);
