import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_SCHOLARSHIP = staffGraphql(`
  query StaffScholarship($id: ID!) {
    scholarship(id: $id) {
      id status country university imageUrl startDate deadline applicationFee { amount }
      translations {
        fr {
          title description longDescription videoUrl
          faq { question answer }
        }
        ar {
          title description longDescription videoUrl
          faq { question answer }
        }
        en {
          title description longDescription videoUrl
          faq { question answer }
        }
      }
    }
  }
`);
