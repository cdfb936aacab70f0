import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** What a row of a statement's lists shows. */
export const STATEMENT_LINE_FIELDS = staffGraphql(`
  fragment StatementLineFields on StatementLine {
    line date label references outcome
    amount { formatted }
    payment { id reference }
  }
`);
