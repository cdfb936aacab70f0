import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const UPLOAD_SERVICE_CONTRACT_TEMPLATE = staffGraphql(`
  mutation UploadServiceContractTemplate($language: Language!, $file: Upload!) {
    uploadServiceContractTemplate(language: $language, file: $file) {
      allInstructions { language otherWays serviceContractUrl }
    }
  }
`);
