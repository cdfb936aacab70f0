import { correspondenceGraphql } from '@/modules/correspondence/__generated__/gql';

export const APPLICATION_CORRECTION = correspondenceGraphql(`
  query ApplicationCorrection($id: ID!) {
    application(id: $id) {
      id status
      correctionRequest {
        id
        ...StudentCorrectionRequestFields
      }
    }
  }
`);
