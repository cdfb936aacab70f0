import { correspondenceGraphql } from '@/modules/correspondence/__generated__/gql';

export const SUBMIT_CORRECTION = correspondenceGraphql(`
  mutation SubmitCorrection($requestId: ID!, $files: [CorrectionFileInput!]!) {
    submitCorrection(requestId: $requestId, files: $files) {
      id
      ...StudentCorrectionRequestFields
      application { id status corrected }
      status
    }
  }
`);
