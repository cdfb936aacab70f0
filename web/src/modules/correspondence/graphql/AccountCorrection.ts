import { correspondenceGraphql } from '@/modules/correspondence/__generated__/gql';

export const ACCOUNT_CORRECTION = correspondenceGraphql(`
  query AccountCorrection {
    me {
      id approvalStatus
      correctionRequest {
        id
        ...StudentCorrectionRequestFields
      }
    }
  }
`);
