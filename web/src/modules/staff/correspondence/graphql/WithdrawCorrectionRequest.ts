import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const WITHDRAW_CORRECTION_REQUEST = staffGraphql(`
  mutation WithdrawCorrectionRequest($requestId: ID!) {
    withdrawCorrectionRequest(requestId: $requestId) { ...CorrectionRequestFields }
  }
`);
