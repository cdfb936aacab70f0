import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  StaffScholarshipFilterOptionsQuery,
  StaffScholarshipFilterOptionsQueryVariables,
} from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const STAFF_SCHOLARSHIP_FILTER_OPTIONS: TypedDocumentNode<
  StaffScholarshipFilterOptionsQuery,
  StaffScholarshipFilterOptionsQueryVariables
> = gql`
  query StaffScholarshipFilterOptions {
    scholarshipFilterOptions {
      countries
      universities
    }
  }
`;
