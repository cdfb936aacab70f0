import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** The past imports, latest first: their counts only (a statement's lists are read when it is opened). */
export const BANK_STATEMENTS = staffGraphql(`
  query BankStatements($page: Int, $limit: Int) {
    bankStatements(page: $page, limit: $limit) {
      items {
        id bank fileName importedAt
        importedBy { id fullName }
        lineCount matchedCount alreadyVerifiedCount mismatchCount unmatchedCount alreadyImportedCount
      }
      pagination { total capped page pages }
    }
  }
`);
