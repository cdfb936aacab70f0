import { createAdmin, type TestUser } from '@bourses/api/test/factories/users';
import type { E2ePlatform } from './e2e-platform.ts';

// The staff's side of the journey, through the same GraphQL mutations the staff console sends.

const USERS_BY_EMAIL = /* GraphQL */ `
  query StaffFindUser($search: String!) { users(filter: { search: $search }) { items { id email } } }
`;

const SET_USER_APPROVAL = /* GraphQL */ `
  mutation StaffApproveAccount($userIds: [ID!]!) {
    setUserApproval(userIds: $userIds, status: APPROVED) { success }
  }
`;

const APPLICATIONS_OF_USER = /* GraphQL */ `
  query StaffApplicationsOf($userId: ID!) { applications(filter: { userId: $userId }) { items { id status } } }
`;

const REJECT_APPLICATION = /* GraphQL */ `
  mutation StaffRejectApplication($id: ID!, $feedback: String) { rejectApplication(id: $id, feedback: $feedback) { id status } }
`;

interface GraphQLErrorLike {
  message: string;
}

function orThrow<TData>(answer: { data: TData | null | undefined; errors: GraphQLErrorLike[] | undefined }, what: string): TData {
  if (answer.errors?.length || !answer.data) {
    throw new Error(`${what} failed: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
  }
  return answer.data;
}

export interface StaffDesk {
  approveAccount(email: string): Promise<void>;
  rejectOnlyApplicationOf(email: string, feedback: string): Promise<void>;
}

/** An administrator (made in the database, as `create-admin` would) acting over the bff's GraphQL. */
export async function openStaffDesk(platform: E2ePlatform): Promise<StaffDesk> {
  const admin: TestUser = await createAdmin(platform.api);
  const options = { token: admin.token };

  const userIdOf = async (email: string): Promise<string> => {
    const data = orThrow(
      await platform.bff.graphql<{ users: { items: { id: string; email: string }[] } }>(USERS_BY_EMAIL, { search: email }, options),
      'users',
    );
    const user = data.users.items.find((item) => item.email === email);
    if (!user) throw new Error(`No user ${email}`);
    return user.id;
  };

  return {
    async approveAccount(email) {
      orThrow(await platform.bff.graphql(SET_USER_APPROVAL, { userIds: [await userIdOf(email)] }, options), 'setUserApproval');
    },
    async rejectOnlyApplicationOf(email, feedback) {
      const data = orThrow(
        await platform.bff.graphql<{ applications: { items: { id: string }[] } }>(
          APPLICATIONS_OF_USER,
          { userId: await userIdOf(email) },
          options,
        ),
        'applications',
      );
      const [application, ...others] = data.applications.items;
      if (!application || others.length > 0) throw new Error(`${email} should have exactly one application`);
      orThrow(await platform.bff.graphql(REJECT_APPLICATION, { id: application.id, feedback }, options), 'rejectApplication');
    },
  };
}
