import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const IMPORT_BANK_STATEMENT = staffGraphql(`
  mutation ImportBankStatement($file: Upload!, $bank: String!, $mapping: StatementMappingInput) {
    importBankStatement(file: $file, bank: $bank, mapping: $mapping) {
      headersToMap
      statement { id ...StatementSummaryFields }
    }
  }
`);
