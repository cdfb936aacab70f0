import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** An imported statement's summary: its counts and each list. */
export const STATEMENT_SUMMARY_FIELDS = staffGraphql(`
  fragment StatementSummaryFields on BankStatementImport {
    id bank fileName importedAt
    lineCount matchedCount alreadyVerifiedCount mismatchCount unmatchedCount alreadyImportedCount
    matched { ...StatementLineFields }
    alreadyVerified { ...StatementLineFields }
    mismatches { ...StatementLineFields }
    unmatched { ...StatementLineFields }
    problems { line message value }
  }
`);
