import type { GraphiQL } from 'graphiql';
import type { ComponentProps } from 'react';

// The README's first operations, one tab each: a developer sees the API answer before writing a line.

const FIRST_SCHOLARSHIPS = `# The catalogue is public: no token needed.
query FirstScholarships {
  scholarships(limit: 3, language: FR) {
    items { id title country university deadline deadlinePassed imageUrl }
    pagination { total page limit pages }
  }
}
`;

const SIGN_IN = `# A demo student (npm start seeds it). Copy the accessToken into the Headers tab of the next tab.
mutation SignIn {
  login(email: "etudiant@bourses.ma", password: "Student123!") { accessToken approvalStatus }
}
`;

const MY_APPLICATIONS = `# Signed in: set the header below to the accessToken of the SignIn tab.
query MyApplications {
  me { fullName isApproved }
  myApplications { items { id status scholarship { title } } }
}
`;

export const EXAMPLE_TABS: NonNullable<ComponentProps<typeof GraphiQL>['defaultTabs']> = [
  { query: FIRST_SCHOLARSHIPS },
  { query: SIGN_IN },
  { query: MY_APPLICATIONS, headers: JSON.stringify({ Authorization: 'Bearer <accessToken>' }, null, 2) },
];
